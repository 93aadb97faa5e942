/** @jest-environment node */
import { containsUnstorableText, isUnstorableText } from '@/server/security/unstorableText';

describe('text no database column can business', () => {
  it.each([
    ['NUL', 'a\u0000b', true],
    ['lone high surrogate', 'x\ud83d', true],
    ['lone low surrogate', '\ude80y', true],
    ['reversed pair', '\ude80\ud83d', true],
    ['whole emoji', '🚲🏂', false],
    ['Korean and jamo', '브롬톤 ㅂㄹㅌ', false],
    ['tabs and newlines', 'a\tb\nc', false],
    ['empty', '', false],
  ])('%s', (_name, text, unstorable) => {
    expect(isUnstorableText(text)).toBe(unstorable);
  });

  it('looks inside arrays, objects and keys of a parsed body', () => {
    expect(containsUnstorableText({ a: [{ b: 'ok' }, 'fine'] })).toBe(false);
    expect(containsUnstorableText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsUnstorableText({ ['k\u0000']: 1 })).toBe(true);
    expect(containsUnstorableText([1, null, true, 2.5])).toBe(false);
  });
});
