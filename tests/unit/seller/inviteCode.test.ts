/** @jest-environment node */
import {
  formatInviteCode,
  generateInviteCode,
  hashInviteCode,
  INVITE_ALPHABET,
  normalizeInviteCode,
} from '@/server/domain/seller/sellerInvitesCode';
import { deadlineText, isDeadlineNear, periodText } from '@/components/seller/today/todayText';

describe('the seller invite code', () => {
  it('is 16 symbols of an alphabet without look-alikes, grouped 4-4-4-4, and differs each time', () => {
    const codes = Array.from({ length: 200 }, generateInviteCode);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{16}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(INVITE_ALPHABET).not.toMatch(/[01IO]/);
    expect(INVITE_ALPHABET).toHaveLength(32);
    expect(formatInviteCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
  });

  it.each([
    ['ABCD-EFGH-JKLM-NPQR', 'ABCDEFGHJKLMNPQR'],
    ['abcd-efgh-jklm-npqr', 'ABCDEFGHJKLMNPQR'],
    ['  abcd efgh jklm npqr  ', 'ABCDEFGHJKLMNPQR'],
    ['ABCD–EFGH—JKLM−NPQR', 'ABCDEFGHJKLMNPQR'],
    ['ＡＢＣＤ-ＥＦＧＨ-ＪＫＬＭ-ＮＰＱＲ', 'ABCDEFGHJKLMNPQR'],
    ['ABCDEFGHJKLMNPQR', 'ABCDEFGHJKLMNPQR'],
    ['ab cd-ef\tgh.jk_lm np qr', 'ABCDEFGHJKLMNPQR'],
  ])('normalises %j', (input, expected) => {
    expect(normalizeInviteCode(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['ABCD-EFGH-JKLM-NPQ', 'one short'],
    ['ABCD-EFGH-JKLM-NPQRS', 'one long'],
    ['ABCD-EFGH-JKLM-NPQ0', 'a zero'],
    ['ABCD-EFGH-JKLM-NPQI', 'an I'],
    ['ABCD-EFGH-JKLM-NPQ가', 'Hangul'],
    ['ABCD-EFGH-JKLM-NPQR; DROP TABLE', 'trailing junk'],
    [`${'A'.repeat(16)}${' '.repeat(60)}`, 'too long a string'],
  ])('rejects %j (%s)', (input) => {
    expect(normalizeInviteCode(input)).toBeNull();
  });

  it('hashes the canonical form with SHA-256 (hex), so any typed form finds the same row', () => {
    expect(hashInviteCode('ABCDEFGHJKLMNPQR')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashInviteCode(normalizeInviteCode('abcd efgh jklm npqr')!)).toBe(hashInviteCode('ABCDEFGHJKLMNPQR'));
  });
});

describe("the 오늘 screen's words", () => {
  it('shows the time left in hours, and 마감 임박 in the last hour', () => {
    expect(deadlineText(14 * 60)).toBe('14시간 남음');
    expect(deadlineText(14 * 60 + 59)).toBe('14시간 남음');
    expect(deadlineText(60)).toBe('1시간 남음');
    expect(deadlineText(59)).toBe('마감 임박');
    expect(deadlineText(0)).toBe('마감 임박');
    expect(isDeadlineNear(5 * 60 + 59)).toBe(true);
    expect(isDeadlineNear(6 * 60)).toBe(false);
  });

  it('writes a rental period as days with weekdays', () => {
    expect(periodText('2026-03-10', '2026-03-11')).toBe('3.10(화) - 3.11(수)');
    expect(periodText('2026-03-10', '2026-03-10')).toBe('3.10(화)');
    expect(periodText(null, null)).toBeNull();
  });
});
