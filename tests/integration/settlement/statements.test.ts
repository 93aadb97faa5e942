import { eq, sql } from 'drizzle-orm';
import { businesses } from '@/server/db/schema';
import { queryRows } from '@/server/db/rows';
import { closeSettlementPeriod } from '@/server/domain/settlement/closeSettlement';
import { markStatementPaid, payoutListCsv } from '@/server/domain/settlement/statementPayment';
import { periodOfDay } from '@/lib/settlement/period';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { verifiedMember } from '../../support/checkoutFixture';
import { callOrder, type Caller } from '../sellerOrders/sellerHarness';
import { twoBusinesses } from '../seller/twoBusinesses';
import { bookMoney, insertPaidOrders, seoul, settleEvents, type Shop } from './settlementHarness';

const LIST = `query bz_sellerSettlementsPage { sellerSettlements { id periodStart periodEnd orderCount gross refunds commission payout status paidAt } }`;
const DETAIL = `query bz_sellerSettlementPage($id: Int!) { sellerSettlement(id: $id) {
  id periodStart periodEnd orderCount gross refunds commission payout status paidAt businessName transferReference
  lines { orderId itemName kind settledAt gross refunds commission payout } } }`;
const CSV = `query bz_sellerSettlementCsv($id: Int!) { sellerSettlementCsv(id: $id) { fileName content } }`;

type Summary = { id: number; periodStart: string; payout: number; status: string; paidAt: string | null };
type Detail = Summary & {
  lines: { orderId: number; kind: string; payout: number }[];
  transferReference: string | null;
};

describe.each(testDbKinds())(
  'settlement statements: the seller reads, the operator pays (docs/product.md §10) on %s',
  (kind) => {
    const db = useTestDb(kind);
    let seller: Caller, otherSeller: Caller, member: number, operator: number;
    let mine: number, theirs: number, confirmed: number, refundedLater: number;

    beforeAll(async () => {
      const cast = await twoBusinesses(db());
      ({ seller, otherSeller, member } = cast);
      operator = await verifiedMember(db());
      await db()
        .update(businesses)
        .set({
          settlementBank: '국민은행',
          settlementAccountNumber: '123-45-6789',
          settlementAccountHolder: '용평스키',
        })
        .where(eq(businesses.id, cast.f.businessId));
      const shops: Shop[] = [cast.f, cast.other].map((f) => ({
        businessId: f.businessId,
        itemId: f.sale.itemId,
        userId: member,
      }));
      const [a, b] = await insertPaidOrders(db(), shops[0], [
        { process: 'saleOrder', total: 120_000, paidAt: seoul('2025-05-05 10:00') },
        { process: 'rentalReservation', total: 64_500, paidAt: seoul('2025-05-06 10:00') },
      ]);
      const [c] = await insertPaidOrders(db(), shops[1], [
        { process: 'saleOrder', total: 50_000, paidAt: seoul('2025-05-05 10:00') },
      ]);
      for (const [order, total] of [
        [a, 120_000],
        [b, 64_500],
        [c, 50_000],
      ] as const) {
        await bookMoney(db(), order, 'CHARGE', total, seoul('2025-05-05 10:00'));
      }
      await bookMoney(db(), b, 'REFUND', 4_500, seoul('2025-05-07 10:00'));
      await settleEvents(db(), [
        { orderId: a.orderId, process: 'saleOrder', at: seoul('2025-05-08 09:00') },
        { orderId: b.orderId, process: 'rentalReservation', at: seoul('2025-05-09 18:00') },
        { orderId: c.orderId, process: 'saleOrder', at: seoul('2025-05-08 09:00') },
      ]);
      await closeSettlementPeriod(db(), periodOfDay('2025-05-05'));
      await bookMoney(db(), a, 'REFUND', 20_000, seoul('2025-05-13 10:00'));
      await closeSettlementPeriod(db(), periodOfDay('2025-05-12'));
      const ids = async (businessId: number) =>
        (
          await queryRows<{ id: number }>(
            db(),
            sql`SELECT id FROM settlement_statements WHERE business_id = ${businessId} ORDER BY period_start`
          )
        ).map((r) => r.id);
      [mine, refundedLater] = await ids(cast.f.businessId);
      [theirs] = await ids(cast.other.businessId);
      confirmed = a.orderId;
    });

    it('the seller lists its own statements, newest first, and reads one with its lines', async () => {
      const list = await callOrder<{ sellerSettlements: Summary[] }>(db(), seller, LIST);
      expect(list.code).toBeNull();
      expect(list.data!.sellerSettlements.map((s) => [s.id, s.periodStart, s.payout, s.status])).toEqual([
        [refundedLater, '2025-05-12', -18_000, 'CLOSED'],
        // 120,000 − 12,000 + (64,500 − 4,500) − 6,000 = 162,000원.
        [mine, '2025-05-05', 162_000, 'CLOSED'],
      ]);
      const detail = await callOrder<{ sellerSettlement: Detail }>(db(), seller, DETAIL, { id: refundedLater });
      expect(detail.data!.sellerSettlement.lines).toEqual([
        expect.objectContaining({
          orderId: confirmed,
          kind: 'ADJUSTMENT',
          gross: 0,
          refunds: 20_000,
          commission: -2_000,
          payout: -18_000,
        }),
      ]);
    });

    it('another business’s statement is NOT_FOUND like a missing one; a member who sells nothing is FORBIDDEN; a visitor UNAUTHENTICATED', async () => {
      expect((await callOrder(db(), otherSeller, DETAIL, { id: mine })).code).toBe('NOT_FOUND');
      expect((await callOrder(db(), seller, DETAIL, { id: theirs })).code).toBe('NOT_FOUND');
      expect((await callOrder(db(), seller, DETAIL, { id: 987_654 })).code).toBe('NOT_FOUND');
      expect((await callOrder(db(), seller, CSV, { id: theirs })).code).toBe('NOT_FOUND');
      expect((await callOrder(db(), seller, DETAIL, { id: 0 })).code).toBe('INVALID_INPUT');
      expect((await callOrder(db(), { userId: member }, LIST)).code).toBe('FORBIDDEN');
      expect((await callOrder(db(), null, LIST)).code).toBe('UNAUTHENTICATED');
    });

    it('the CSV opens in Excel: BOM, Korean headers, one row per line and the total, figures in plain won', async () => {
      const reply = await callOrder<{ sellerSettlementCsv: { fileName: string; content: string } }>(db(), seller, CSV, {
        id: mine,
      });
      const { fileName, content } = reply.data!.sellerSettlementCsv;
      expect(fileName).toBe('정산서_2025-05-05_2025-05-11.csv');
      expect(content.charCodeAt(0)).toBe(0xfeff);
      const rows = content.slice(1).trimEnd().split('\r\n');
      expect(rows[0]).toBe('주문번호,상품명,구분,확정일시,판매금액,환불금액,수수료,정산금액');
      expect(rows.slice(1)).toEqual([
        `${confirmed},정산 테스트 상품,정산,2025.05.08 09:00,120000,0,12000,108000`,
        `${confirmed + 1},정산 테스트 상품,정산,2025.05.09 18:00,64500,4500,6000,54000`,
        '합계,,,,184500,4500,18000,162000',
      ]);
    });

    it('marking paid: a bad reference is INVALID_INPUT, a missing statement NOT_FOUND; twice at once is one payment; another reference afterwards CONFLICT', async () => {
      await expect(
        markStatementPaid(db(), { statementId: mine, transferReference: '??' }, operator)
      ).rejects.toMatchObject({
        code: 'INVALID_INPUT',
      });
      await expect(
        markStatementPaid(db(), { statementId: 987_654, transferReference: 'KB-20250519-001' }, operator)
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const at = seoul('2025-05-19 14:00');
      const [first, second] = await Promise.all([
        markStatementPaid(db(), { statementId: mine, transferReference: 'KB-20250519-001' }, operator, at),
        markStatementPaid(
          db(),
          { statementId: mine, transferReference: ' KB-20250519-001 ' },
          operator,
          seoul('2025-05-19 14:01')
        ),
      ]);
      expect(second).toEqual(first);
      expect(first).toEqual({
        statementId: mine,
        status: 'PAID',
        paidAt: at.toISOString(),
        transferReference: 'KB-20250519-001',
      });
      await expect(
        markStatementPaid(db(), { statementId: mine, transferReference: 'KB-20250519-999' }, operator)
      ).rejects.toMatchObject({ code: 'CONFLICT' });
      const detail = await callOrder<{ sellerSettlement: Detail }>(db(), seller, DETAIL, { id: mine });
      expect(detail.data!.sellerSettlement).toMatchObject({
        status: 'PAID',
        paidAt: at.toISOString(),
        transferReference: 'KB-20250519-001',
      });
    });

    it('the payout list for the bank: unpaid statements with something to pay, with the payout account', async () => {
      const before = await payoutListCsv(db(), '2025-05-05');
      const rows = before.content.slice(1).trimEnd().split('\r\n');
      expect(before.content.charCodeAt(0)).toBe(0xfeff);
      expect(rows[0]).toBe('정산서번호,업체명,은행,계좌번호,예금주,지급금액,정산기간');
      // Ours is paid by now (the test above) and the negative one is not a transfer: only the other business is left.
      expect(rows.slice(1)).toEqual([
        expect.stringMatching(new RegExp(`^${theirs},용평 스키 렌탈 [^,]+,,,,45000,2025-05-05~2025-05-11$`)),
      ]);
      expect((await payoutListCsv(db(), '2025-05-12')).content.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
      await expect(payoutListCsv(db(), '2025/05/05')).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    });
  }
);
