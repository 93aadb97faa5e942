/** @jest-environment node */
import { sanitizeHtml } from '@/server/domain/content/sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps structure and text', () => {
    expect(sanitizeHtml('<h3>대여 안내</h3><p><strong>신분증</strong>을 지참해 주세요.</p>')).toBe(
      '<h3>대여 안내</h3><p><strong>신분증</strong>을 지참해 주세요.</p>'
    );
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">안녕</p><script>alert(1)</script><a href="javascript:alert(1)">링크</a>'
    );
    expect(html).not.toMatch(/script|onclick|javascript/i);
    expect(html).toContain('안녕');
  });

  it('marks external links and ignores a stored target or rel', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_self" rel="opener">외부</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">외부</a>'
    );
    expect(sanitizeHtml('<a href="/notices">공지</a>')).toBe('<a href="/notices">공지</a>');
  });

  it('keeps images from our pipeline, lazily loaded, and drops insecure ones', () => {
    expect(sanitizeHtml('<img src="/app/v4/images/3" alt="지도">')).toBe(
      '<img src="/app/v4/images/3" alt="지도" loading="lazy" />'
    );
    expect(sanitizeHtml('<img src="http://tracker.example/p.gif">')).not.toContain('tracker');
  });
});
