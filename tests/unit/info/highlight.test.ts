import { highlightHtml, highlightSegments, matchRanges } from '@/components/faq/highlight';
import { faqSearchTerms } from '@/server/domain/faq/faqQueries';

describe('FAQ search highlighting', () => {
  it('marks a word where it occurs, as the server matched it', () => {
    expect(highlightSegments('환불은 언제 들어오나요?', ['환불'])).toEqual([
      { text: '환불', mark: true },
      { text: '은 언제 들어오나요?', mark: false },
    ]);
  });

  it('marks across the spaces and dots normalization removed (취소·환불 matches 취소환불)', () => {
    const text = '취소·환불 안내';
    const [[start, end]] = matchRanges(text, faqSearchTerms('취소환불'));
    expect(text.slice(start, end)).toBe('취소·환불');
  });

  it('ignores case and merges overlapping marks', () => {
    expect(matchRanges('DIN 값 din', ['din'])).toEqual([
      [0, 3],
      [6, 9],
    ]);
    expect(matchRanges('보증금반환', ['보증금', '증금반'])).toEqual([[0, 4]]);
  });

  it('leaves text alone when there is nothing to mark', () => {
    expect(highlightSegments('배송 안내', [])).toEqual([{ text: '배송 안내', mark: false }]);
    expect(highlightHtml('<p>배송 &amp; 반품</p>', [])).toBe('<p>배송 &amp; 반품</p>');
  });

  it('marks only text in HTML: never tag names, attributes or entities', () => {
    const html = '<p>환불은 <a href="/cancel_info">취소·환불 안내</a> &amp; amp</p>';
    expect(highlightHtml(html, ['환불', 'amp', 'href'])).toBe(
      '<p><mark>환불</mark>은 <a href="/cancel_info">취소·<mark>환불</mark> 안내</a> &amp; <mark>amp</mark></p>'
    );
  });

  it('escapes the text it rewrites', () => {
    expect(highlightHtml('<p>a &lt;b&gt; 환불</p>', ['환불'])).toBe('<p>a &lt;b&gt; <mark>환불</mark></p>');
  });
});

describe('faqSearchTerms', () => {
  it('normalizes each word like the index, drops empties and repeats, keeps at most five', () => {
    expect(faqSearchTerms('  환불  기간 환불 ')).toEqual(['환불', '기간']);
    expect(faqSearchTerms('Shimano-105 ·')).toEqual(['shimano105']);
    expect(faqSearchTerms('a b c d e f g')).toHaveLength(5);
    expect(faqSearchTerms('')).toEqual([]);
    expect(faqSearchTerms(null)).toEqual([]);
  });
});
