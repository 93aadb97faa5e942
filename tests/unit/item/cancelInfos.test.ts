import { cancellationRuleRows, type RefundProcessId } from '@/lib/orders/cancellationRules';
import { cancelInfos, refundProcessesOf, SALE_RETURN_INFO } from '@/server/domain/item/itemSections';

const rowsOf = (process: RefundProcessId) => cancellationRuleRows().filter((row) => row.process === process);

describe('the item page cancel section comes from the cancellation rule table', () => {
  it('a rental shows exactly the rental reservation rows, with outcome and benefits', () => {
    const item = { dealType: 'RENTAL' as const, isLeaseAvailable: false, modelId: 3 };
    expect(refundProcessesOf(item)).toEqual(['rentalReservation']);
    expect(cancelInfos(item)).toEqual(
      rowsOf('rentalReservation').map((row) => ({ title: row.condition, content: `${row.outcome} (${row.benefits})` }))
    );
  });

  it('the no-show row says the coupon and points are not restored (the rule wins over the process table)', () => {
    const noShow = cancelInfos({ dealType: 'RENTAL', isLeaseAvailable: false, modelId: 3 }).find(
      (e) => e.title === '이용 시작일 이후 (노쇼)'
    );
    expect(noShow).toEqual({ title: '이용 시작일 이후 (노쇼)', content: '환불 없음 (쿠폰·포인트 복원 안 됨)' });
  });

  it('a sale of goods shows the sale order rows, then the 7-day return rule', () => {
    const entries = cancelInfos({ dealType: 'SELL', isLeaseAvailable: false, modelId: 3 });
    const sale = rowsOf('saleOrder');
    expect(entries.slice(0, sale.length)).toEqual(
      sale.map((row) => ({ title: row.condition, content: `${row.outcome} (${row.benefits})` }))
    );
    expect(entries.slice(sale.length)).toEqual([SALE_RETURN_INFO]);
  });

  it('a service (sold, not booked) shows the sale order rows and no return rule: nothing is delivered', () => {
    expect(cancelInfos({ dealType: 'SELL', isLeaseAvailable: false, modelId: null })).toEqual(
      rowsOf('saleOrder').map((row) => ({ title: row.condition, content: `${row.outcome} (${row.benefits})` }))
    );
  });

  it('a sale offered with 렌탈페이 adds the contract rows, each row named by its process', () => {
    const entries = cancelInfos({ dealType: 'SELL', isLeaseAvailable: true, modelId: 3 });
    const expected = [...rowsOf('saleOrder'), ...rowsOf('contract')].map((row) => ({
      title: `${row.processLabel} · ${row.condition}`,
      content: `${row.outcome} (${row.benefits})`,
    }));
    expect(entries).toEqual([...expected, SALE_RETURN_INFO]);
    expect(new Set(entries.map((e) => e.title)).size).toBe(entries.length);
  });

  it('no entry speaks of hours or of a share the table does not have', () => {
    for (const item of [
      { dealType: 'RENTAL' as const, isLeaseAvailable: false, modelId: 3 },
      { dealType: 'SELL' as const, isLeaseAvailable: true, modelId: 3 },
    ]) {
      for (const entry of cancelInfos(item))
        expect(`${entry.title} ${entry.content}`).not.toMatch(/시간|50%를 환불해 드려요/);
    }
  });
});
