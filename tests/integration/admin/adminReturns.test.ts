import { and, eq, like } from 'drizzle-orm';
import { alarms, auditLog } from '@/server/db/schema';
import { setPaymentProviderOverride } from '@/server/payments/providers';
import { RETURN_SHIPPING_FEE } from '@/lib/orders';
import { requestReturn } from '@/server/domain/returns/requestReturn';
import { customerReturnAction, sellerReturnAction } from '@/server/domain/returns/returnActions';
import { mayViewPrivateUpload } from '@/server/images/photoAccess';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { orderRow, sandbox, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { ledgerCount, ledgerSum, type Caller } from '../sellerOrders/sellerHarness';
import { twoBusinesses } from '../seller/twoBusinesses';
import { daysAfterDelivery, deliveredSale, returnOf, uploads } from '../returns/returnHarness';
import { ageFactor, callAdmin, verifiedOperator } from './adminHarness';

const PAID = 903_000;

const LIST = `query { disputedReturns { orderId itemName businessName customerNickname kindLabel reasonLabel note disputeNote
  photos { id } rejectReason paidAmount fullRefund refundLessFee } }`;
const DECIDE = `mutation($orderId: Int!, $decision: DisputeDecision!, $reason: String!) {
  decideDisputedReturn(orderId: $orderId, decision: $decision, reason: $reason) { orderId state stateLabel refundAmount } }`;

type Disputed = { orderId: number; photos: { id: number }[]; disputeNote: string | null; [key: string]: unknown };
type Outcome = { decideDisputedReturn: { state: string; stateLabel: string; refundAmount: number | null } };

describe.each(testDbKinds())('disputed returns in the operator console (docs/product.md §10) on %s', (kind) => {
  const db = useTestDb(kind);
  beforeAll(() => setPaymentProviderOverride((d) => sandbox(d)));
  afterAll(() => setPaymentProviderOverride(null));

  let f: CheckoutFixture, seller: NonNullable<Caller>, customer: number;
  beforeAll(async () => {
    const cast = await twoBusinesses(db(), { units: 5, saleStock: 40 });
    f = cast.f;
    customer = cast.member;
    seller = cast.seller!;
  });

  /** A delivered sale whose return (change of mind, with photos) the business refused and the customer disputed. */
  const disputed = async (disputeDay = 3, photos = 0) => {
    const orderId = await deliveredSale(db(), f, seller, customer);
    const imageIds = photos > 0 ? await uploads(db(), customer, photos) : [];
    await requestReturn(
      db(),
      customer,
      { orderId, kind: 'RETURN', reason: 'CHANGE_OF_MIND', note: '생각보다 커요', imageIds },
      daysAfterDelivery(1)
    );
    await sellerReturnAction(
      db(),
      () => sandbox(db()),
      { userId: seller.userId, businessId: seller.businessId! },
      { orderId, action: 'reject', reason: '주행 흔적이 있어요' },
      daysAfterDelivery(2)
    );
    await customerReturnAction(
      db(),
      customer,
      { orderId, action: 'dispute', reason: '집 앞에서 한 번 타 봤을 뿐이에요' },
      daysAfterDelivery(disputeDay)
    );
    return { orderId, imageIds };
  };

  it('lists disputed returns oldest first with both sides, and the operator may see the customer’s photos', async () => {
    const op = await verifiedOperator(db());
    const later = await disputed(4);
    const earlier = await disputed(3, 2);
    const list = await callAdmin<{ disputedReturns: Disputed[] }>(db(), op.caller, LIST);
    const ours = list.data!.disputedReturns.filter((r) => [later.orderId, earlier.orderId].includes(r.orderId));
    expect(ours.map((r) => r.orderId)).toEqual([earlier.orderId, later.orderId]);
    expect(ours[0]).toMatchObject({
      kindLabel: '반품',
      note: '생각보다 커요',
      disputeNote: '집 앞에서 한 번 타 봤을 뿐이에요',
      rejectReason: '주행 흔적이 있어요',
      paidAmount: PAID,
      fullRefund: PAID,
      refundLessFee: PAID - RETURN_SHIPPING_FEE,
      photos: earlier.imageIds.map((id) => ({ id })),
    });
    const operatorViewer = { userId: op.userId, businessId: null };
    expect(await mayViewPrivateUpload(db(), earlier.imageIds[0], operatorViewer)).toBe(true);
    const stranger = await verifiedMember(db());
    expect(await mayViewPrivateUpload(db(), earlier.imageIds[0], { userId: stranger, businessId: null })).toBe(false);
  });

  it('refunds in full through the one refund path: 반품 완료, one REFUND row, an alarm with the reason to both sides, audited', async () => {
    const op = await verifiedOperator(db());
    const { orderId } = await disputed();
    const answer = await callAdmin<Outcome>(db(), op.caller, DECIDE, {
      orderId,
      decision: 'resolveRefundFull',
      reason: '사진상 주행 흔적이 확인되지 않아요',
    });
    expect(answer.data!.decideDisputedReturn).toEqual({
      orderId,
      state: 'REFUNDED',
      stateLabel: '환불 완료',
      refundAmount: PAID,
    });
    expect((await returnOf(db(), orderId))[0]).toMatchObject({ state: 'REFUNDED', feeAmount: 0, refundAmount: PAID });
    expect(await orderRow(db(), orderId)).toMatchObject({ state: 'RETURNED', refundedAmount: PAID });
    expect(await ledgerCount(db(), orderId, 'REFUND')).toBe(1);
    expect(await ledgerSum(db(), orderId, 'REFUND')).toBe(PAID);
    for (const userId of [customer, seller.userId]) {
      const rows = await db()
        .select()
        .from(alarms)
        .where(and(eq(alarms.userId, userId), like(alarms.dedupeKey, `%:${orderId}:return-decision`)));
      expect(rows.map((r) => r.body)).toEqual([
        expect.stringContaining('운영자 결정: 사진상 주행 흔적이 확인되지 않아요'),
      ]);
    }
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'orderReturn'), eq(auditLog.targetId, String(orderId))));
    expect(audit).toMatchObject({
      operatorId: op.userId,
      action: 'return.resolveRefundFull',
      reason: '사진상 주행 흔적이 확인되지 않아요',
      before: expect.objectContaining({ state: 'DISPUTED' }),
      after: expect.objectContaining({ state: 'REFUNDED', refundAmount: PAID }),
    });
  });

  it('refunds less the return fee, or upholds the refusal for good (no second dispute, no refund)', async () => {
    const op = await verifiedOperator(db());
    const lessFee = await disputed();
    const refunded = await callAdmin<Outcome>(db(), op.caller, DECIDE, {
      orderId: lessFee.orderId,
      decision: 'resolveRefundLessFee',
      reason: '단순 변심이라 반품비는 구매자 부담이에요',
    });
    expect(refunded.data!.decideDisputedReturn.refundAmount).toBe(PAID - RETURN_SHIPPING_FEE);
    expect(await ledgerSum(db(), lessFee.orderId, 'REFUND')).toBe(PAID - RETURN_SHIPPING_FEE);

    const upheld = await disputed();
    const kept = await callAdmin<Outcome>(db(), op.caller, DECIDE, {
      orderId: upheld.orderId,
      decision: 'upholdRefusal',
      reason: '사진에 주행 흔적이 분명해요',
    });
    expect(kept.data!.decideDisputedReturn).toMatchObject({ state: 'UPHELD', stateLabel: '반품 거절 확정' });
    expect(await ledgerCount(db(), upheld.orderId, 'REFUND')).toBe(0);
    await expect(
      customerReturnAction(db(), customer, { orderId: upheld.orderId, action: 'dispute', reason: '다시요' })
    ).rejects.toMatchObject({ code: 'INVALID_TRANSITION' });
  });

  it('refuses bad input, unknown orders and returns not in dispute; a refund decision re-asks a stale factor', async () => {
    const op = await verifiedOperator(db());
    const { orderId } = await disputed();
    const short = await callAdmin(db(), op.caller, DECIDE, { orderId, decision: 'upholdRefusal', reason: '네' });
    expect([short.code, short.details.reason]).toEqual(['INVALID_INPUT', '결정 사유를 5자 이상 입력해 주세요.']);
    const missing = await callAdmin(db(), op.caller, DECIDE, {
      orderId: 987_654,
      decision: 'upholdRefusal',
      reason: '없는 주문이에요',
    });
    expect(missing.code).toBe('NOT_FOUND');
    const open = await deliveredSale(db(), f, seller, customer);
    await requestReturn(
      db(),
      customer,
      { orderId: open, kind: 'RETURN', reason: 'DEFECTIVE', note: '', imageIds: [] },
      daysAfterDelivery(1)
    );
    const notDisputed = await callAdmin(db(), op.caller, DECIDE, {
      orderId: open,
      decision: 'resolveRefundFull',
      reason: '분쟁이 아닌 반품',
    });
    expect(notDisputed.code).toBe('CONFLICT');

    await ageFactor(db(), op.userId, 6);
    const stale = await callAdmin(db(), op.caller, DECIDE, {
      orderId,
      decision: 'resolveRefundFull',
      reason: '인증이 오래된 환불',
    });
    expect(stale.code).toBe('FORBIDDEN');
    expect((await returnOf(db(), orderId))[0].state).toBe('DISPUTED');
  });

  it('two operators deciding at once make one decision: one refund, one audit row, the other CONFLICT', async () => {
    const [one, two] = [await verifiedOperator(db()), await verifiedOperator(db())];
    const { orderId } = await disputed();
    const answers = await Promise.all([
      callAdmin<Outcome>(db(), one.caller, DECIDE, {
        orderId,
        decision: 'resolveRefundFull',
        reason: '매장 거절 사유가 부족해요',
      }),
      callAdmin<Outcome>(db(), two.caller, DECIDE, {
        orderId,
        decision: 'upholdRefusal',
        reason: '사진상 사용 흔적이 있어요',
      }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual(['CONFLICT', null]);
    const state = (await returnOf(db(), orderId))[0].state;
    expect(['REFUNDED', 'UPHELD']).toContain(state);
    expect(await ledgerCount(db(), orderId, 'REFUND')).toBe(state === 'REFUNDED' ? 1 : 0);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'orderReturn'), eq(auditLog.targetId, String(orderId))));
    expect(audits).toHaveLength(1);
  });
});
