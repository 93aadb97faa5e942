import { eq, sql } from 'drizzle-orm';
import { items } from '@/server/db/schema';
import { completeCheckout } from '@/server/domain/checkout/completeCheckout';
import { setPaymentProviderOverride } from '@/server/payments/providers';
import { DomainError } from '@/lib/errors';
import { DEPOSIT_MESSAGES } from '@/server/domain/deposits/depositInputs';
import { answerDepositClaim, openDepositClaim } from '@/server/domain/deposits/depositClaims';
import { decideAdminClaim } from '@/server/domain/admin/adminClaims';
import { runDepositJobs } from '@/server/jobs/depositJobs';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  count,
  pay,
  prepare,
  rentalInput,
  sandbox,
  verifiedMember,
  type CheckoutFixture,
} from '../../support/checkoutFixture';
import { callOrder, type Caller } from '../sellerOrders/sellerHarness';
import { twoBusinesses } from '../seller/twoBusinesses';
import { ageFactor, callAdmin, verifiedOperator } from '../admin/adminHarness';
import { uploads } from '../returns/returnHarness';
import {
  alarmsAbout,
  depositCharges,
  depositJournalEntries,
  depositOf,
  hoursAfterUse,
  paidRentalWithDeposit,
  sandboxHold,
  usedRentalWithDeposit,
  type Seller,
} from './depositHarness';

const DETAIL = `query us_orderDetail($id: Int!) { order(id: $id) {
  deposit { state stateLabel amount claimAmount claimDescription customerNote capturedAmount actions answerDeadline
    businessPhotos { id } customerPhotos { id } } } }`;
const SELLER_DETAIL = `query bz_sellerOrder($id: Int!) { sellerOrder(id: $id) { deposit { state amount claimDeadline actions } } }`;
const CLAIM = `mutation bz_openDepositClaim($orderId: Int!, $amount: Int!, $description: String!, $imageIds: [Int!]!) {
  openDepositClaim(orderId: $orderId, amount: $amount, description: $description, imageIds: $imageIds) {
    deposit { state stateLabel claimAmount actions } } }`;
const ANSWER = `mutation us_answerDepositClaim($orderId: Int!, $answer: String!, $note: String, $imageIds: [Int!]) {
  answerDepositClaim(orderId: $orderId, answer: $answer, note: $note, imageIds: $imageIds) { deposit { state stateLabel capturedAmount } } }`;
const LIST = `query op_adminClaimsPage { disputedClaims { id orderId claimAmount amount stateLabel customerNickname } }`;
const ONE = `query op_adminClaimPage($id: Int!) { adminClaim(id: $id) {
  summary { id claimAmount } deposit { claimDescription customerNote businessPhotos { id } customerPhotos { id } }
  reports { stage stageLabel damageNote photos { id } } } }`;
const DECIDE = `mutation op_decideClaim($id: Int!, $outcome: String!, $amount: Int, $reason: String!) {
  decideClaim(id: $id, outcome: $outcome, amount: $amount, reason: $reason) {
    summary { state stateLabel } deposit { decidedAmount decisionReason capturedAmount } } }`;

type Detail = {
  order: {
    deposit: {
      state: string;
      stateLabel: string;
      amount: number;
      claimAmount: number | null;
      customerNote: string | null;
      capturedAmount: number;
      actions: string[];
      businessPhotos: { id: number }[];
      customerPhotos: { id: number }[];
    } | null;
  };
};

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.code : `THROWN ${String(error)}`;
  }
};

describe.each(testDbKinds())('damage deposits and claims on %s', (kind) => {
  const db = useTestDb(kind);
  beforeAll(() => setPaymentProviderOverride((d) => sandbox(d)));
  afterAll(() => setPaymentProviderOverride(null));

  let f: CheckoutFixture, seller: Seller, otherSeller: Seller, customer: number, stranger: number;
  beforeAll(async () => {
    const cast = await twoBusinesses(db(), { units: 40 });
    f = cast.f;
    customer = cast.member;
    seller = cast.seller as Seller;
    otherSeller = cast.otherSeller as Seller;
    stranger = (await twoBusinesses(db())).member;
  });

  const providerFor = () => sandbox(db());
  const jobAt = (now: Date) => runDepositJobs(db(), { now, providerFor });
  const me = (userId: number): Caller => ({ userId });
  const asSeller = (s: Seller): Caller => ({ userId: s.userId, businessId: s.businessId });
  const claim = (orderId: number, amount: number, now: Date, who = seller, imageIds: number[] = []) =>
    openDepositClaim(db(), who, { orderId, amount, description: '앞바퀴 림 교체', imageIds }, now);
  const answer = (orderId: number, input: Record<string, unknown>, now: Date, userId = customer) =>
    answerDepositClaim(db(), providerFor, userId, { orderId, ...input }, now);

  it('holds the deposit on the card when the rental is paid, and shows it to both sides', async () => {
    const orderId = await paidRentalWithDeposit(db(), f, customer, 150_000);
    const deposit = await depositOf(db(), orderId);
    expect(deposit).toMatchObject({ state: 'HELD', amount: 150_000, provider: 'SANDBOX' });
    expect(deposit.authorisedAt).not.toBeNull();
    expect(await sandboxHold(db(), deposit.providerKey)).toMatchObject({ status: 'AUTHORISED', amount: 150_000 });

    const view = await callOrder<Detail>(db(), me(customer), DETAIL, { id: orderId });
    expect(view.data?.order.deposit).toMatchObject({ stateLabel: '보증금 승인', amount: 150_000, actions: [] });
    const sellerView = await callOrder<{ sellerOrder: { deposit: { amount: number; actions: string[] } } }>(
      db(),
      asSeller(seller),
      SELLER_DETAIL,
      { id: orderId }
    );
    // Not yet returned: no claim can be opened.
    expect(sellerView.data?.sellerOrder.deposit).toMatchObject({ amount: 150_000, actions: [] });
  });

  it('holds the deposit the payment page showed, whatever the business changes before the payment', async () => {
    const provider = sandbox(db());
    const shown = 150_000;
    await db().update(items).set({ depositAmount: shown }).where(eq(items.id, f.rental.itemId));
    // Two shoppers: one member's new checkout of an item would end their earlier one.
    const [first, second] = [customer, await verifiedMember(db())];
    const raised = await prepare(db(), provider, first, rentalInput(f, 60, 61), 80_000);
    const dropped = await prepare(db(), provider, second, rentalInput(f, 63, 64), 80_000);
    // While the customer is in the card window, the business raises its deposit.
    await db().update(items).set({ depositAmount: 300_000 }).where(eq(items.id, f.rental.itemId));
    await pay(db(), raised.paymentKey);
    expect(await completeCheckout(db(), provider, raised.paymentKey, { userId: first })).toMatchObject({
      status: 'PAID',
    });
    // …and then asks none at all.
    await db().update(items).set({ depositAmount: 0 }).where(eq(items.id, f.rental.itemId));
    await pay(db(), dropped.paymentKey);
    expect(await completeCheckout(db(), provider, dropped.paymentKey, { userId: second })).toMatchObject({
      status: 'PAID',
    });
    for (const orderId of [raised.orderId, dropped.orderId]) {
      const deposit = await depositOf(db(), orderId);
      expect(deposit).toMatchObject({ state: 'HELD', amount: shown });
      expect(await sandboxHold(db(), deposit.providerKey)).toMatchObject({ status: 'AUTHORISED', amount: shown });
    }
  });

  it('holds nothing for an item without a deposit', async () => {
    const orderId = await paidRentalWithDeposit(db(), f, customer, 0);
    expect(await depositOf(db(), orderId)).toBeUndefined();
    const view = await callOrder<Detail>(db(), me(customer), DETAIL, { id: orderId });
    expect(view.data?.order.deposit).toBeNull();
  });

  it('releases the hold 48 hours after 이용 완료 when no claim was opened', async () => {
    const orderId = await usedRentalWithDeposit(db(), f, seller, customer);
    await jobAt(hoursAfterUse(47, 59));
    expect((await depositOf(db(), orderId)).state).toBe('HELD');
    await jobAt(hoursAfterUse(48));
    const deposit = await depositOf(db(), orderId);
    expect(deposit).toMatchObject({ state: 'RELEASED', settle: 'RELEASE' });
    expect(deposit.settledAt).not.toBeNull();
    expect(await sandboxHold(db(), deposit.providerKey)).toMatchObject({ status: 'RELEASED', capturedAmount: 0 });
    expect(await alarmsAbout(db(), customer, '보증금 해제')).toBeGreaterThan(0);
    // Too late for a claim now.
    expect(await codeOf(claim(orderId, 10_000, hoursAfterUse(48, 1)))).toBe('INVALID_TRANSITION');
  });

  it('takes a claim up to the deposit within 48 hours, and refuses bad input', async () => {
    const orderId = await usedRentalWithDeposit(db(), f, seller, customer, 100_000);
    const bad = async (variables: Record<string, unknown>) => {
      const res = await callOrder(db(), asSeller(seller), CLAIM, {
        orderId,
        amount: 50_000,
        description: '림 교체',
        imageIds: [],
        ...variables,
      });
      return { code: res.code, message: res.message };
    };
    expect(await bad({ amount: 100_001 })).toEqual({ code: 'INVALID_INPUT', message: DEPOSIT_MESSAGES.amountRange });
    expect(await bad({ amount: 0 })).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await bad({ description: '   ' })).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await bad({ description: '가'.repeat(501) })).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await bad({ imageIds: await uploads(db(), otherSeller.userId, 1) })).toMatchObject({
      code: 'INVALID_INPUT',
    });
    // Through the service the clock is today's, long past this rental's 48 hours.
    expect(await bad({})).toEqual({ code: 'INVALID_TRANSITION', message: DEPOSIT_MESSAGES.windowClosed });
    expect(await codeOf(claim(orderId, 100_000, hoursAfterUse(48, 1)))).toBe('INVALID_TRANSITION');

    const photos = await uploads(db(), seller.userId, 2);
    await claim(orderId, 100_000, hoursAfterUse(2), seller, photos);
    const view = await callOrder<Detail>(db(), me(customer), DETAIL, { id: orderId });
    expect(view.data?.order.deposit).toMatchObject({
      state: 'CLAIMED',
      stateLabel: '손상 청구',
      claimAmount: 100_000,
      actions: ['accept', 'dispute'],
    });
    expect(view.data?.order.deposit?.businessPhotos.map((p) => p.id)).toEqual(photos);
    expect(await alarmsAbout(db(), customer, '손상 청구')).toBeGreaterThan(0);
    // One claim per rental.
    expect(await codeOf(claim(orderId, 1_000, hoursAfterUse(3)))).toBe('INVALID_TRANSITION');
  });

  it('answers NOT_FOUND to a member, another business or a seller touching someone else’s deposit', async () => {
    const orderId = await usedRentalWithDeposit(db(), f, seller, customer);
    const other = await callOrder(db(), asSeller(otherSeller), CLAIM, {
      orderId,
      amount: 1_000,
      description: '손상',
      imageIds: [],
    });
    expect(other.code).toBe('NOT_FOUND');
    expect(await codeOf(claim(orderId, 1_000, hoursAfterUse(1), otherSeller))).toBe('NOT_FOUND');
    await claim(orderId, 30_000, hoursAfterUse(1));
    for (const userId of [stranger, seller.userId]) {
      const res = await callOrder(db(), me(userId), ANSWER, { orderId, answer: 'accept' });
      expect(res.code).toBe('NOT_FOUND');
    }
    const missing = await callOrder(db(), me(customer), ANSWER, { orderId: 2_000_000_000, answer: 'accept' });
    expect(missing.code).toBe('NOT_FOUND');
    const badAnswer = await callOrder(db(), me(customer), ANSWER, { orderId, answer: 'maybe' });
    expect(badAnswer.code).toBe('INVALID_INPUT');
    const noNote = await callOrder(db(), me(customer), ANSWER, { orderId, answer: 'dispute' });
    expect(noNote.code).toBe('INVALID_INPUT');
    expect((await depositOf(db(), orderId)).state).toBe('CLAIMED');
  });

  it('captures an accepted claim and books it as a charge settled to the business', async () => {
    const orderId = await usedRentalWithDeposit(db(), f, seller, customer);
    await claim(orderId, 80_000, hoursAfterUse(5));
    const res = await callOrder<{ answerDepositClaim: { deposit: { state: string; capturedAmount: number } } }>(
      db(),
      me(customer),
      ANSWER,
      { orderId, answer: 'accept' }
    );
    expect(res.data?.answerDepositClaim.deposit).toEqual({
      state: 'CAPTURED',
      stateLabel: '청구 금액 결제',
      capturedAmount: 80_000,
    });
    const deposit = await depositOf(db(), orderId);
    expect(await sandboxHold(db(), deposit.providerKey)).toMatchObject({ status: 'CAPTURED', capturedAmount: 80_000 });
    expect(await depositCharges(db(), orderId)).toBe(80_000);
    expect(await depositJournalEntries(db(), orderId)).toBe(1);
    // A job run afterwards owes the provider nothing: no second capture, no second booking.
    await jobAt(hoursAfterUse(100));
    expect(await depositCharges(db(), orderId)).toBe(80_000);
  });

  it('accepts and captures a claim left unanswered for 72 hours', async () => {
    const orderId = await usedRentalWithDeposit(db(), f, seller, customer);
    const claimedAt = hoursAfterUse(10);
    await claim(orderId, 40_000, claimedAt);
    await jobAt(new Date(claimedAt.getTime() + 71 * 3_600_000));
    expect((await depositOf(db(), orderId)).state).toBe('CLAIMED');
    const run = await jobAt(new Date(claimedAt.getTime() + 72 * 3_600_000));
    expect(run.accepted).toBeGreaterThanOrEqual(1);
    const deposit = await depositOf(db(), orderId);
    expect(deposit).toMatchObject({ state: 'CAPTURED', capturedAmount: 40_000 });
    expect(await sandboxHold(db(), deposit.providerKey)).toMatchObject({ status: 'CAPTURED', capturedAmount: 40_000 });
    expect(await depositCharges(db(), orderId)).toBe(40_000);
  });

  describe('a disputed claim decided by the operator', () => {
    let operator: Awaited<ReturnType<typeof verifiedOperator>>;
    beforeAll(async () => {
      operator = await verifiedOperator(db());
    });

    async function disputed(amount = 120_000): Promise<{ orderId: number; depositId: number }> {
      const orderId = await usedRentalWithDeposit(db(), f, seller, customer);
      await claim(orderId, amount, hoursAfterUse(3), seller, await uploads(db(), seller.userId, 1));
      const photos = await uploads(db(), customer, 2);
      await answer(orderId, { answer: 'dispute', note: '원래 있던 흠집이에요', imageIds: photos }, hoursAfterUse(4));
      return { orderId, depositId: (await depositOf(db(), orderId)).id };
    }

    it('lists it oldest first with both condition reports, and captures the part decided', async () => {
      const first = await disputed();
      const second = await disputed();
      const list = await callAdmin<{ disputedClaims: { id: number; stateLabel: string }[] }>(
        db(),
        operator.caller,
        LIST
      );
      const ids = list.data!.disputedClaims.map((c) => c.id);
      expect(ids.indexOf(first.depositId)).toBeLessThan(ids.indexOf(second.depositId));
      expect(list.data!.disputedClaims.find((c) => c.id === first.depositId)?.stateLabel).toBe('이의 제기');

      const one = await callAdmin<{
        adminClaim: {
          deposit: { customerNote: string; customerPhotos: unknown[]; businessPhotos: unknown[] };
          reports: { stage: string; photos: unknown[] }[];
        };
      }>(db(), operator.caller, ONE, { id: first.depositId });
      expect(one.data?.adminClaim.reports.map((r) => r.stage)).toEqual(['CHECK_OUT', 'CHECK_IN']);
      expect(one.data?.adminClaim.deposit).toMatchObject({ customerNote: '원래 있던 흠집이에요' });
      expect(one.data?.adminClaim.deposit.customerPhotos).toHaveLength(2);
      expect(one.data?.adminClaim.deposit.businessPhotos).toHaveLength(1);

      const tooMuch = await callAdmin(db(), operator.caller, DECIDE, {
        id: first.depositId,
        outcome: 'CAPTURE_PART',
        amount: 120_000,
        reason: '절반 책임',
      });
      expect(tooMuch.code).toBe('INVALID_INPUT');
      const noReason = await callAdmin(db(), operator.caller, DECIDE, {
        id: first.depositId,
        outcome: 'RELEASE',
        reason: ' ',
      });
      expect(noReason.code).toBe('INVALID_INPUT');

      const decided = await callAdmin<{
        decideClaim: { summary: { state: string }; deposit: { decidedAmount: number; capturedAmount: number } };
      }>(db(), operator.caller, DECIDE, {
        id: first.depositId,
        outcome: 'CAPTURE_PART',
        amount: 50_000,
        reason: '인수인계 사진에 흠집이 일부 보여요',
      });
      expect(decided.data?.decideClaim).toEqual({
        summary: { state: 'DECIDED', stateLabel: '운영자 결정' },
        deposit: {
          decidedAmount: 50_000,
          decisionReason: '인수인계 사진에 흠집이 일부 보여요',
          capturedAmount: 50_000,
        },
      });
      const deposit = await depositOf(db(), first.orderId);
      expect(await sandboxHold(db(), deposit.providerKey)).toMatchObject({
        status: 'CAPTURED',
        capturedAmount: 50_000,
      });
      expect(await depositCharges(db(), first.orderId)).toBe(50_000);
      expect(await alarmsAbout(db(), customer, '인수인계 사진에 흠집이 일부 보여요')).toBeGreaterThan(0);
      expect(await alarmsAbout(db(), seller.userId, '인수인계 사진에 흠집이 일부 보여요')).toBeGreaterThan(0);
      const audit = await count(
        db(),
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'depositClaim.decide'
            AND target_id = ${String(first.depositId)} AND operator_id = ${operator.userId}
            AND reason = '인수인계 사진에 흠집이 일부 보여요'`
      );
      expect(audit).toBe(1);
      const after = await callAdmin<{ disputedClaims: { id: number }[] }>(db(), operator.caller, LIST);
      expect(after.data!.disputedClaims.map((c) => c.id)).not.toContain(first.depositId);
    });

    it('releases the deposit when the operator decides so', async () => {
      const { orderId, depositId } = await disputed();
      await callAdmin(db(), operator.caller, DECIDE, { id: depositId, outcome: 'RELEASE', reason: '손상 증거 부족' });
      const deposit = await depositOf(db(), orderId);
      expect(deposit.state).toBe('DECIDED');
      expect(await sandboxHold(db(), deposit.providerKey)).toMatchObject({ status: 'RELEASED' });
      expect(await depositCharges(db(), orderId)).toBe(0);
    });

    it('is NOT_FOUND to members and sellers, and asks a stale operator for the second factor again', async () => {
      const { orderId, depositId } = await disputed();
      for (const caller of [me(customer), asSeller(seller), me(stranger)]) {
        expect((await callAdmin(db(), caller, LIST)).code).toBe('NOT_FOUND');
        expect((await callAdmin(db(), caller, ONE, { id: depositId })).code).toBe('NOT_FOUND');
        const res = await callAdmin(db(), caller, DECIDE, { id: depositId, outcome: 'RELEASE', reason: '사유' });
        expect(res.code).toBe('NOT_FOUND');
      }
      expect((await callAdmin(db(), operator.caller, ONE, { id: 2_000_000_000 })).code).toBe('NOT_FOUND');
      await ageFactor(db(), operator.userId, 6);
      const stale = await callAdmin(db(), operator.caller, DECIDE, {
        id: depositId,
        outcome: 'RELEASE',
        reason: '사유',
      });
      expect(stale.code).toBe('FORBIDDEN');
      expect((await depositOf(db(), orderId)).state).toBe('DISPUTED');
      await ageFactor(db(), operator.userId, -6);
    });

    it('makes one decision when two operators decide at once', async () => {
      const { orderId, depositId } = await disputed();
      const other = await verifiedOperator(db());
      const decide = (operatorId: number) =>
        decideAdminClaim(
          db(),
          providerFor,
          operatorId,
          { depositId, outcome: 'CAPTURE_ALL', reason: `운영자 ${operatorId}의 결정` },
          async () => {},
          hoursAfterUse(30)
        );
      const results = await Promise.allSettled([decide(operator.userId), decide(other.userId)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(lost.reason).toMatchObject({ code: 'CONFLICT', message: DEPOSIT_MESSAGES.decided });
      const deposit = await depositOf(db(), orderId);
      expect(deposit).toMatchObject({ state: 'DECIDED', capturedAmount: 120_000 });
      expect(await sandboxHold(db(), deposit.providerKey)).toMatchObject({
        status: 'CAPTURED',
        capturedAmount: 120_000,
      });
      expect(await depositCharges(db(), orderId)).toBe(120_000);
      expect(await depositJournalEntries(db(), orderId)).toBe(1);
      const audits = await count(
        db(),
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'depositClaim.decide' AND target_id = ${String(depositId)}`
      );
      expect(audits).toBe(1);
    });
  });

  it('makes one outcome at the provider when a claim and the release job meet at the 48-hour mark', async () => {
    const orderId = await usedRentalWithDeposit(db(), f, seller, customer);
    const boundary = hoursAfterUse(48);
    const [claimed] = await Promise.allSettled([claim(orderId, 60_000, boundary), jobAt(boundary)]);
    const deposit = await depositOf(db(), orderId);
    const hold = await sandboxHold(db(), deposit.providerKey);
    expect(['CLAIMED', 'RELEASED']).toContain(deposit.state);
    expect(claimed.status === 'fulfilled').toBe(deposit.state === 'CLAIMED');
    expect(hold?.status).toBe(deposit.state === 'CLAIMED' ? 'AUTHORISED' : 'RELEASED');
  });

  it('captures once when the customer accepts while the release job runs', async () => {
    const orderId = await usedRentalWithDeposit(db(), f, seller, customer);
    await claim(orderId, 70_000, hoursAfterUse(47));
    await Promise.all([answer(orderId, { answer: 'accept' }, hoursAfterUse(49)), jobAt(hoursAfterUse(49))]);
    await jobAt(hoursAfterUse(49, 5));
    const deposit = await depositOf(db(), orderId);
    expect(deposit).toMatchObject({ state: 'CAPTURED', capturedAmount: 70_000 });
    expect(await sandboxHold(db(), deposit.providerKey)).toMatchObject({ status: 'CAPTURED', capturedAmount: 70_000 });
    expect(await depositCharges(db(), orderId)).toBe(70_000);
    expect(await depositJournalEntries(db(), orderId)).toBe(1);
  });
});
