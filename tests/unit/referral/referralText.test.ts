import {
  FRIEND_CODE_INPUT_MAX,
  formatPoints,
  friendCodeErrorPlacement,
  looksLikeFriendCode,
  rewardPhrase,
  termLines,
  tidyFriendCode,
} from '@/components/referral/referralText';

describe('referral text helpers', () => {
  it('writes points with thousands separators and P', () => {
    expect(formatPoints(3000)).toBe('3,000P');
    expect(formatPoints(0)).toBe('0P');
    expect(formatPoints(1234567)).toBe('1,234,567P');
    expect(formatPoints(Number.NaN)).toBe('0P');
  });

  it('tidies a typed or pasted code: upper case, full-width folded, spaces gone, length capped', () => {
    expect(tidyFriendCode('ab3d ef7h')).toBe('AB3DEF7H');
    expect(tidyFriendCode('ＡＢ３Ｄ-ＥＦ７Ｈ')).toBe('AB3D-EF7H');
    expect(tidyFriendCode(' x '.repeat(20))).toHaveLength(FRIEND_CODE_INPUT_MAX);
  });

  it('knows the shape of a code (8 letters and digits, a dash allowed)', () => {
    expect(looksLikeFriendCode('AB3DEF7H')).toBe(true);
    expect(looksLikeFriendCode('AB3D-EF7H')).toBe(true);
    expect(looksLikeFriendCode('AB3DEF7')).toBe(false);
    expect(looksLikeFriendCode('AB3DEF7H9')).toBe(false);
    expect(looksLikeFriendCode('AB3DEF7!')).toBe(false);
  });

  it('puts problems of the code under the field and the rest above the button', () => {
    expect(friendCodeErrorPlacement('INVALID_INPUT')).toBe('field');
    expect(friendCodeErrorPlacement('NOT_FOUND')).toBe('field');
    for (const code of ['CONFLICT', 'FORBIDDEN', 'RATE_LIMITED', 'NETWORK', 'INTERNAL', 'UNAUTHENTICATED'] as const) {
      expect(friendCodeErrorPlacement(code)).toBe('form');
    }
  });

  it('splits the terms into lines without blanks', () => {
    expect(termLines('첫째 줄\n\n  둘째 줄  \n')).toEqual(['첫째 줄', '둘째 줄']);
    expect(termLines('')).toEqual([]);
  });

  it('phrases the reward from the reader’s side', () => {
    expect(rewardPhrase(3000, 3000)).toBe('나와 친구 모두 3,000P');
    expect(rewardPhrase(2000, 5000)).toBe('나는 2,000P, 친구는 5,000P');
  });
});
