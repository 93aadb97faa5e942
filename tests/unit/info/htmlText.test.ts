import { decodeEntities, htmlToText, withHeadingAnchors } from '@/components/info/htmlText';

describe('information page HTML helpers', () => {
  it('gives each h2 an anchor and lists them as the table of contents', () => {
    const { html, toc } = withHeadingAnchors(
      '<p>머리말</p><h2>렌탈 예약 취소</h2><p>a</p><h3>세부</h3><h2>A&amp;S <strong>안내</strong></h2>'
    );
    expect(html).toBe(
      '<p>머리말</p><h2 id="section-1">렌탈 예약 취소</h2><p>a</p><h3>세부</h3><h2 id="section-2">A&amp;S <strong>안내</strong></h2>'
    );
    expect(toc).toEqual([
      { id: 'section-1', text: '렌탈 예약 취소' },
      { id: 'section-2', text: 'A&S 안내' },
    ]);
  });

  it('has no contents for a page without sections', () => {
    expect(withHeadingAnchors('<p>짧은 안내</p>').toc).toEqual([]);
  });

  it('reads text out of HTML with its entities decoded', () => {
    expect(htmlToText('<p>취소 &lt;24시간&gt;</p>\n<ul><li>10%&#37;</li></ul>')).toBe('취소 <24시간> 10%%');
    expect(decodeEntities('&unknown; &#x41;')).toBe('&unknown; A');
  });
});
