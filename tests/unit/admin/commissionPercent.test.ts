import { adminBusinessFields, commissionPercentToBp } from '@/lib/admin/businessInput';

describe('the commission rate the operator types as a percent', () => {
  it('becomes whole basis points', () => {
    expect(commissionPercentToBp('10')).toBe(1000);
    expect(commissionPercentToBp(' 8.5 ')).toBe(850);
    expect(commissionPercentToBp('12.25')).toBe(1225);
    expect(commissionPercentToBp('0')).toBe(0);
    expect(commissionPercentToBp('100')).toBe(10000);
  });

  it('is refused with one Korean message when blank, not a number, finer than a basis point or over 100 %', () => {
    for (const typed of ['', 'abc', '8.125', '-1', '1e3', '101']) {
      const parsed = adminBusinessFields.shape.commissionRateBp.safeParse(commissionPercentToBp(typed));
      expect({ typed, message: parsed.error?.issues[0]?.message }).toEqual({
        typed,
        message: '수수료율은 0~100% 사이로, 소수 둘째 자리까지 입력해 주세요.',
      });
    }
  });
});
