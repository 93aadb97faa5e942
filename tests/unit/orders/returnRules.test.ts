/** The return rule table (docs/product.md §4 Returns and exchanges) and the texts printed from it. */
import {
  RETURN_SHIPPING_FEE,
  RETURN_WINDOW_DAYS,
  returnDeadline,
  returnReasonRules,
  returnReasons,
  returnRefundAmount,
  returnRefundFor,
  returnRuleLines,
  returnTermsClauses,
  withinReturnWindow,
} from '@/lib/orders/returnRules';
import { serviceArticles } from '@/server/db/seed/data/provisions/service';
import { rentalFaqs } from '@/server/db/seed/data/info/faqsRental';
import { cancelInfo } from '@/server/db/seed/data/info/cancelInfo';

// 10:00 in Seoul on 2 March; the window runs through 9 March (Seoul).
const delivered = new Date('2026-03-02T01:00:00.000Z');

describe('the return rule table', () => {
  it('names every reason once, in the form order, with who pays the return shipping', () => {
    expect(returnReasonRules.map((r) => r.reason)).toEqual([...returnReasons]);
    expect(returnReasonRules.map((r) => [r.label, r.customerPaysShipping])).toEqual([
      ['단순 변심', true],
      ['사이즈 교환', true],
      ['상품 불량', false],
      ['오배송', false],
    ]);
  });

  it('counts the window in Seoul days: the 7th day after delivery is in, the 8th is out', () => {
    expect(RETURN_WINDOW_DAYS).toBe(7);
    expect(withinReturnWindow(delivered, new Date('2026-03-09T14:59:59.000Z'))).toBe(true);
    expect(withinReturnWindow(delivered, new Date('2026-03-09T15:00:00.000Z'))).toBe(false);
    expect(withinReturnWindow(delivered, new Date('2026-03-01T00:00:00.000Z'))).toBe(false);
    expect(returnDeadline(delivered)).toBe('2026-03-09');
  });

  it("keeps the return fee only when the reason is the customer's, never more than was paid", () => {
    expect(returnRefundAmount(903_000, 'CHANGE_OF_MIND')).toEqual({
      refund: 903_000 - RETURN_SHIPPING_FEE,
      fee: RETURN_SHIPPING_FEE,
    });
    expect(returnRefundAmount(903_000, 'SIZE_EXCHANGE').fee).toBe(RETURN_SHIPPING_FEE);
    expect(returnRefundAmount(903_000, 'DEFECTIVE')).toEqual({ refund: 903_000, fee: 0 });
    expect(returnRefundAmount(903_000, 'WRONG_ITEM')).toEqual({ refund: 903_000, fee: 0 });
    expect(returnRefundAmount(4_000, 'CHANGE_OF_MIND')).toEqual({ refund: 0, fee: 4_000 });
  });

  it("the operator's dispute decision says the fee itself, whatever the reason; the business's refund follows the reason", () => {
    expect(returnRefundFor('resolveRefundFull', 903_000, 'CHANGE_OF_MIND')).toEqual({ refund: 903_000, fee: 0 });
    expect(returnRefundFor('resolveRefundLessFee', 903_000, 'DEFECTIVE')).toEqual({
      refund: 903_000 - RETURN_SHIPPING_FEE,
      fee: RETURN_SHIPPING_FEE,
    });
    expect(returnRefundFor('resolveRefundLessFee', 4_000, 'DEFECTIVE')).toEqual({ refund: 0, fee: 4_000 });
    expect(returnRefundFor('refund', 903_000, 'CHANGE_OF_MIND')).toEqual(returnRefundAmount(903_000, 'CHANGE_OF_MIND'));
  });
});

describe('the FAQ, the terms and /cancel_info print the return rules from the table', () => {
  const blocksText = (blocks: unknown) => JSON.stringify(blocks);

  it("the FAQ's return answer is the table's lines", () => {
    const faq = Object.values(rentalFaqs)
      .flat()
      .find((q) => q?.question === '구매한 상품을 반품하고 싶어요.');
    const [window, ...rest] = returnRuleLines();
    expect(faq?.answer[0]).toEqual({ p: expect.stringContaining(window) });
    expect(faq?.answer[1]).toEqual({ list: rest });
    expect(rest).toContain(`단순 변심: 반품 배송비 고객 부담 (환불 금액에서 6,000원 차감)`);
    expect(rest).toContain('상품 불량: 반품 배송비 매장 부담');
  });

  it('the scheduled terms state the window, the reasons and the fee of the table', () => {
    const article = serviceArticles('1.2').find(([title]) => title === '구매와 청약철회')!;
    expect(article[1]).toContain(`${RETURN_WINDOW_DAYS}일 이내`);
    const clauses = returnTermsClauses();
    expect(article.slice(3)).toEqual(clauses.map((c, i) => `${'③④⑤'[i]} ${c}`));
    expect(clauses[1]).toContain('단순 변심·사이즈 교환으로 반품하는 경우 반품 배송비 6,000원을 뺀 금액을 환불하며');
    // Terms already in force are not rewritten.
    expect(serviceArticles('1.1').find(([title]) => title === '구매와 청약철회')).toHaveLength(3);
  });

  it("/cancel_info's return shipping table is the table's rows", () => {
    const table = cancelInfo.blocks.find((b) => 'table' in b && b.table.caption === '반품 배송비 부담');
    expect(table).toEqual({
      table: {
        caption: '반품 배송비 부담',
        head: ['반품 사유', '배송비 부담'],
        rows: returnReasonRules.map((r) => [r.label, r.shipping]),
      },
    });
    expect(blocksText(cancelInfo.blocks)).not.toContain('상품 페이지에 적힌 반품 배송비');
  });
});
