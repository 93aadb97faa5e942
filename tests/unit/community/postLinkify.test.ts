// lib/community/linkify.ts: only http(s) addresses become links; everything else stays text.
import { linkify, linkifyLines } from '@/lib/community/linkify';

describe('linkify', () => {
  it('turns http and https addresses into links and keeps the text around them', () => {
    expect(linkify('코스 지도: https://map.example.com/a?b=1, 참고하세요')).toEqual([
      { kind: 'text', text: '코스 지도: ' },
      { kind: 'link', text: 'https://map.example.com/a?b=1', href: 'https://map.example.com/a?b=1' },
      { kind: 'text', text: ', 참고하세요' },
    ]);
    expect(linkify('http://a.kr.')).toEqual([
      { kind: 'link', text: 'http://a.kr', href: 'http://a.kr/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes, bare domains or markup', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'www.example.com',
      '<a href="https://x.com">x</a>',
      'http://localhost',
    ]) {
      expect(linkify(text).every((p) => p.kind === 'text' || p.href.startsWith('http'))).toBe(true);
    }
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    expect(linkify('<a href="https://x.com">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://x.com', href: 'https://x.com/' },
      { kind: 'text', text: '">x</a>' },
    ]);
    expect(linkify('http://localhost')).toEqual([{ kind: 'text', text: 'http://localhost' }]);
  });

  it('splits lines', () => {
    expect(linkifyLines('첫 줄\n\n셋째 줄')).toEqual([
      [{ kind: 'text', text: '첫 줄' }],
      [],
      [{ kind: 'text', text: '셋째 줄' }],
    ]);
  });
});
