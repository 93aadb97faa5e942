import { and, eq, sql } from 'drizzle-orm';
import { auditLog, businesses, sellerInvites } from '@/server/db/schema';
import { searchItems } from '@/server/domain/search/searchItems';
import { redeemSellerInvite } from '@/server/domain/seller/sellerInvites';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { saleInput, seedCheckoutFixture, SITE, verifiedMember } from '../../support/checkoutFixture';
import { businessDetail } from '@/server/domain/business/businessDetailService';
import { quoteCheckout } from '@/server/domain/checkout/quoteCheckout';
import { itemCalendar } from '@/server/domain/item/itemCalendar';
import { getItemDetail } from '@/server/domain/item/itemDetailService';
import { pinsInView } from '@/server/domain/nearbyMap/viewQuery';
import { naverEpPage } from '@/server/domain/seo/naverEpQueries';
import { ageFactor, BUSINESS_INPUT, callAdmin, CREATE, memberWithSession, verifiedOperator } from './adminHarness';

const SUSPEND =
  'mutation($id: Int!, $reason: String!) { suspendBusiness(id: $id, reason: $reason) { id suspendedAt suspendedReason } }';
const UNSUSPEND = 'mutation($id: Int!) { unsuspendBusiness(id: $id) { id suspendedAt } }';
const EDIT = `mutation($id: Int!, $input: AdminBusinessInput!) {
  editBusiness(id: $id, input: $input) { id name phone commissionRateBp }
}`;

const auditOf = (db: ReturnType<ReturnType<typeof useTestDb>>, action: string, targetId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

describe.each(testDbKinds())('businesses in the operator console (%s)', (kind) => {
  const db = useTestDb(kind);

  it('creates a business with an audit row, and refuses bad input with Korean field messages', async () => {
    const op = await verifiedOperator(db());
    const bad = await callAdmin(db(), op.caller, CREATE, {
      input: { ...BUSINESS_INPUT, lat: 10, phone: '12', commissionRateBp: 20000, settlementBank: null },
    });
    expect(bad.code).toBe('INVALID_INPUT');
    expect(bad.details).toMatchObject({
      lat: '위도는 33~39 사이여야 해요.',
      phone: '전화번호 형식이 올바르지 않아요. 예: 02-1234-5678',
      commissionRateBp: '수수료율은 0~100% 사이로, 소수 둘째 자리까지 입력해 주세요.',
    });
    const partialAccount = await callAdmin(db(), op.caller, CREATE, {
      input: { ...BUSINESS_INPUT, settlementBank: null },
    });
    expect(partialAccount.details.settlementAccountNumber).toContain('모두 입력하거나 모두 비워');

    const created = await callAdmin<{ createBusiness: { id: number; name: string; commissionRateBp: number } }>(
      db(),
      op.caller,
      CREATE,
      { input: BUSINESS_INPUT }
    );
    const id = created.data!.createBusiness.id;
    expect(created.data?.createBusiness).toMatchObject({ name: '설악 스키하우스', commissionRateBp: 1200 });
    const [row] = await auditOf(db(), 'business.create', id);
    expect(row.operatorId).toBe(op.userId);
    expect(row.before).toBeNull();
    expect(row.after).toMatchObject({ name: '설악 스키하우스', settlementAccountHolder: '김설악' });
  });

  it('edits with before and after in the audit log; an unknown id is NOT_FOUND', async () => {
    const op = await verifiedOperator(db());
    const f = await seedCheckoutFixture(db());
    const edited = await callAdmin<{ editBusiness: { phone: string } }>(db(), op.caller, EDIT, {
      id: f.businessId,
      input: { ...BUSINESS_INPUT, phone: '02-555-1234' },
    });
    expect(edited.data?.editBusiness.phone).toBe('02-555-1234');
    const [row] = await auditOf(db(), 'business.edit', f.businessId);
    expect((row.before as { phone: string }).phone).not.toBe('02-555-1234');
    expect((row.after as { phone: string }).phone).toBe('02-555-1234');
    const missing = await callAdmin(db(), op.caller, EDIT, { id: 999_999, input: BUSINESS_INPUT });
    expect(missing.code).toBe('NOT_FOUND');
  });

  it('asks the factor again to change the commission or the payout account, not the phone', async () => {
    const op = await verifiedOperator(db());
    const f = await seedCheckoutFixture(db());
    await callAdmin(db(), op.caller, EDIT, { id: f.businessId, input: BUSINESS_INPUT });
    await ageFactor(db(), op.userId, 6);
    const phoneOnly = await callAdmin(db(), op.caller, EDIT, {
      id: f.businessId,
      input: { ...BUSINESS_INPUT, phone: '02-777-1234' },
    });
    expect(phoneOnly.code).toBeNull();
    const rate = await callAdmin(db(), op.caller, EDIT, {
      id: f.businessId,
      input: { ...BUSINESS_INPUT, phone: '02-777-1234', commissionRateBp: 500 },
    });
    expect(rate.code).toBe('FORBIDDEN');
    const account = await callAdmin(db(), op.caller, EDIT, {
      id: f.businessId,
      input: { ...BUSINESS_INPUT, phone: '02-777-1234', settlementAccountNumber: '999-999-999' },
    });
    expect(account.code).toBe('FORBIDDEN');
    const [business] = await db().select().from(businesses).where(eq(businesses.id, f.businessId));
    expect(business.commissionRateBp).toBe(1200);
    expect(business.phone).toBe('02-777-1234');
  });

  it('suspending takes the business’s items out of search at once; lifting brings them back', async () => {
    const op = await verifiedOperator(db());
    const f = await seedCheckoutFixture(db());
    // A blank query reads the narrow search rows, a brand name the items: both must drop the business.
    const found = async () => {
      const seen = await Promise.all(
        ['', '아토믹'].map(async (keyword) => {
          const result = await searchItems(db(), { keyword, dealType: 'RENTAL', size: 40 }, null);
          return result.items.some((item) => item.itemId === f.rental.itemId);
        })
      );
      return seen.every(Boolean) ? true : seen.some(Boolean) ? 'partly' : false;
    };
    expect(await found()).toBe(true);
    const short = await callAdmin(db(), op.caller, SUSPEND, { id: f.businessId, reason: ' ' });
    expect(short.code).toBe('INVALID_INPUT');
    expect(short.details.reason).toBe('사유를 2자 이상 입력해 주세요.');
    const suspended = await callAdmin<{ suspendBusiness: { suspendedReason: string } }>(db(), op.caller, SUSPEND, {
      id: f.businessId,
      reason: '허위 매물 신고 확인',
    });
    expect(suspended.data?.suspendBusiness.suspendedReason).toBe('허위 매물 신고 확인');
    expect(await found()).toBe(false);
    const [row] = await auditOf(db(), 'business.suspend', f.businessId);
    expect(row.reason).toBe('허위 매물 신고 확인');
    expect((row.before as { suspendedAt: string | null }).suspendedAt).toBeNull();
    expect((row.after as { suspendedAt: string | null }).suspendedAt).not.toBeNull();
    const lifted = await callAdmin(db(), op.caller, UNSUSPEND, { id: f.businessId });
    expect(lifted.code).toBeNull();
    expect(await found()).toBe(true);
    const liftAgain = await callAdmin(db(), op.caller, UNSUSPEND, { id: f.businessId });
    expect(liftAgain.code).toBe('CONFLICT');
  });

  it('a suspended business is no page, no order, no pin and in no sitemap or shopping feed; lifting brings it back', async () => {
    const op = await verifiedOperator(db());
    const f = await seedCheckoutFixture(db());
    const shopper = await verifiedMember(db());
    const [place] = await db()
      .select({ lat: businesses.lat, lng: businesses.lng })
      .from(businesses)
      .where(eq(businesses.id, f.businessId));
    const box = {
      minLat: place.lat - 0.01,
      maxLat: place.lat + 0.01,
      minLng: place.lng - 0.01,
      maxLng: place.lng + 0.01,
    };
    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'OK',
        (error: { code?: string }) => error.code ?? 'THROWN'
      );
    const seen = async () => ({
      item: await codeOf(getItemDetail(db(), f.rental.itemId, shopper, SITE)),
      calendar: await codeOf(itemCalendar(db(), f.rental.itemId)),
      business: await codeOf(businessDetail(db(), f.businessId, shopper)),
      quote: await codeOf(quoteCheckout(db(), shopper, saleInput(f).selection, saleInput(f).choices)),
      pins: (await pinsInView(db(), box, place, 50)).some((pin) => pin.id === f.businessId),
      feed: (await naverEpPage(db(), 0, 10_000)).some((row) => row.id === f.sale.itemId),
    });
    const open = { item: 'OK', calendar: 'OK', business: 'OK', quote: 'OK', pins: true, feed: true };
    expect(await seen()).toEqual(open);
    await callAdmin(db(), op.caller, SUSPEND, { id: f.businessId, reason: '허위 매물 신고 확인' });
    expect(await seen()).toEqual({
      item: 'NOT_FOUND',
      calendar: 'NOT_FOUND',
      business: 'NOT_FOUND',
      quote: 'NOT_FOUND',
      pins: false,
      feed: false,
    });
    await callAdmin(db(), op.caller, UNSUSPEND, { id: f.businessId });
    expect(await seen()).toEqual(open);
  });

  it('two operators suspending at once make one suspension and one audit row', async () => {
    const [a, b] = [await verifiedOperator(db()), await verifiedOperator(db())];
    const f = await seedCheckoutFixture(db());
    const answers = await Promise.all([
      callAdmin(db(), a.caller, SUSPEND, { id: f.businessId, reason: '운영자 A의 정지' }),
      callAdmin(db(), b.caller, SUSPEND, { id: f.businessId, reason: '운영자 B의 정지' }),
    ]);
    expect(answers.map((x) => x.code).sort()).toEqual(['CONFLICT', null].sort());
    const rows = await auditOf(db(), 'business.suspend', f.businessId);
    expect(rows).toHaveLength(1);
    const [business] = await db().select().from(businesses).where(eq(businesses.id, f.businessId));
    expect(business.suspendedReason).toBe(rows[0].reason);
  });

  it('issues a seller invite through the shared domain function and revokes an unused one', async () => {
    const op = await verifiedOperator(db());
    const f = await seedCheckoutFixture(db());
    const issue = 'mutation($b: Int!) { issueSellerInvite(businessId: $b) { code expiresAt } }';
    const first = await callAdmin<{ issueSellerInvite: { code: string } }>(db(), op.caller, issue, { b: f.businessId });
    const second = await callAdmin<{ issueSellerInvite: { code: string } }>(db(), op.caller, issue, {
      b: f.businessId,
    });
    expect(first.data?.issueSellerInvite.code).toMatch(/^[2-9A-Z]{4}(-[2-9A-Z]{4}){3}$/);
    const [secondRow] = await db()
      .select({ id: sellerInvites.id })
      .from(sellerInvites)
      .where(eq(sellerInvites.businessId, f.businessId))
      .orderBy(sql`${sellerInvites.id} DESC`)
      .limit(1);
    const revoke = 'mutation($i: Int!) { revokeSellerInvite(inviteId: $i) { id invites { id active } } }';
    const revoked = await callAdmin<{ revokeSellerInvite: { invites: { id: number; active: boolean }[] } }>(
      db(),
      op.caller,
      revoke,
      { i: secondRow.id }
    );
    expect(revoked.data?.revokeSellerInvite.invites.find((i) => i.id === secondRow.id)?.active).toBe(false);
    const joiner = await memberWithSession(db());
    await expect(
      redeemSellerInvite(db(), { userId: joiner.userId, ip: null }, second.data!.issueSellerInvite.code)
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(
      redeemSellerInvite(db(), { userId: joiner.userId, ip: null }, first.data!.issueSellerInvite.code)
    ).resolves.toMatchObject({ id: f.businessId });
    const again = await callAdmin(db(), op.caller, revoke, { i: secondRow.id });
    expect(again.code).toBe('NOT_FOUND');
    expect(await auditOf(db(), 'sellerInvite.issue', f.businessId)).toHaveLength(2);
    expect(await auditOf(db(), 'sellerInvite.revoke', secondRow.id)).toHaveLength(1);
  });

  it('lists businesses by name, and shows the audit log newest first', async () => {
    const op = await verifiedOperator(db());
    await callAdmin(db(), op.caller, CREATE, { input: { ...BUSINESS_INPUT, name: '찾을매장_목록' } });
    const list = await callAdmin<{ adminBusinesses: { name: string }[] }>(
      db(),
      op.caller,
      'query($q: String) { adminBusinesses(query: $q) { name } }',
      { q: '찾을매장' }
    );
    expect(list.data?.adminBusinesses.map((b) => b.name)).toEqual(['찾을매장_목록']);
    const log = await callAdmin<{ auditLog: { entries: { id: number; action: string; operatorNickname: string }[] } }>(
      db(),
      op.caller,
      'query { auditLog(targetType: "business") { entries { id action operatorNickname } } }'
    );
    const ids = log.data!.auditLog.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(log.data?.auditLog.entries[0].action).toBe('business.create');
  });
});
