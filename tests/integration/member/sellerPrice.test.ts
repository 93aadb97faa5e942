import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import type { DevBusiness, SellerItem, SellerItemPage } from '@/api/item/sellerItems';
import {
  bz_sellerItemsDocument,
  bz_updateItemPriceDocument,
  us_devIssueSellerInviteDocument,
  us_devLinkSellerDocument,
  us_devBusinessesDocument,
  us_redeemSellerInviteDocument,
} from '@/api/item/generated';
import { itemPriceChanges, items, sellerInvites, users } from '@/server/db/schema';
import { linkSellerForDevelopment, searchBusinessesForDevelopment } from '@/server/domain/seller/devSellerLink';
import { callAs, newMember, seedMemberFixture, type Caller, type MemberFixture } from './memberFixtures';
import { useDemoMode } from '../../support/demoMode';

describe.each(testDbKinds())('seller price and the developer seller tool on %s', (kind) => {
  const db = useTestDb(kind);
  let f: MemberFixture;
  let seller: Caller;
  let member: number;
  beforeAll(async () => {
    f = await seedMemberFixture(db());
    seller = { userId: await newMember(db(), { businessId: f.businesses.banpo }), businessId: f.businesses.banpo };
    member = await newMember(db());
  });

  const setPrice = (caller: Caller, variables: Record<string, unknown>) =>
    callAs<{ updateItemPrice: SellerItem }>(db(), caller, bz_updateItemPriceDocument, 'bz_updateItemPrice', variables);
  const price = async (id: number) =>
    (await db().select({ price: items.price, originPrice: items.originPrice }).from(items).where(eq(items.id, id)))[0];

  describe('bz_updateItemPrice', () => {
    it("changes the price of the seller's own item, and the trigger logs the change", async () => {
      const res = await setPrice(seller, { itemId: f.items.tcrBanpo, price: 1_150_000 });
      expect(res.data!.updateItemPrice).toMatchObject({
        id: f.items.tcrBanpo,
        price: 1_150_000,
        originPrice: 1_490_000,
        discountRate: 22,
        status: 'AVAILABLE',
      });
      const logged = await db().select().from(itemPriceChanges).where(eq(itemPriceChanges.itemId, f.items.tcrBanpo));
      expect(logged.map((c) => [c.oldPrice, c.newPrice, c.processedAt])).toEqual([[1_290_000, 1_150_000, null]]);
      const both = await setPrice(seller, { itemId: f.items.tcrBanpo, price: 1_200_000, originPrice: 1_300_000 });
      expect(both.data!.updateItemPrice).toMatchObject({ price: 1_200_000, originPrice: 1_300_000 });
    });

    it("refuses another business's item and a member without a business with FORBIDDEN, an anonymous caller with UNAUTHENTICATED", async () => {
      expect((await setPrice(seller, { itemId: f.items.tcrBundang, price: 1_000_000 })).code).toBe('FORBIDDEN');
      expect((await setPrice({ userId: member }, { itemId: f.items.tcrBanpo, price: 1_000_000 })).code).toBe(
        'FORBIDDEN'
      );
      expect((await setPrice(null, { itemId: f.items.tcrBanpo, price: 1_000_000 })).code).toBe('UNAUTHENTICATED');
      expect((await price(f.items.tcrBundang)).price).toBe(1_350_000);
    });

    it('refuses prices that are not whole won of at least 100원, or above the original price, with INVALID_INPUT', async () => {
      const before = await price(f.items.fitting);
      for (const bad of [
        { price: 99 },
        { price: 0 },
        { price: -1_000 },
        { price: 60_000 },
        { price: 40_000, originPrice: 30_000 },
        { price: 100_000_001, originPrice: 100_000_001 },
      ]) {
        const res = await setPrice(seller, { itemId: f.items.fitting, ...bad });
        expect(res.code).toBe('INVALID_INPUT');
      }
      const above = await setPrice(seller, { itemId: f.items.fitting, price: 60_000 });
      expect(above.details.price).toBe('판매가는 정가보다 높을 수 없어요.');
      expect((await setPrice(seller, { itemId: f.items.fitting, price: 12.5 })).code).toBe('INVALID_INPUT');
      expect((await setPrice(seller, { itemId: 987_654, price: 1_000 })).code).toBe('NOT_FOUND');
      expect(await price(f.items.fitting)).toEqual(before);
    });
  });

  describe('bz_sellerItems', () => {
    it("lists the linked business's items with a keyword; FORBIDDEN without a business", async () => {
      const all = (
        await callAs<{ sellerItems: SellerItemPage }>(db(), seller, bz_sellerItemsDocument, 'bz_sellerItems', {})
      ).data!.sellerItems;
      expect(all.business.name).toBe('반포 한강 자전거');
      expect(all.items.map((i) => i.id)).toEqual([f.items.tcrBanpo, f.items.defyRental, f.items.fitting]);
      const some = (
        await callAs<{ sellerItems: SellerItemPage }>(db(), seller, bz_sellerItemsDocument, 'bz_sellerItems', {
          keyword: '피팅',
        })
      ).data!.sellerItems;
      expect(some.items.map((i) => i.name)).toEqual(['바이크 피팅']);
      expect((await callAs(db(), { userId: member }, bz_sellerItemsDocument, 'bz_sellerItems', {})).code).toBe(
        'FORBIDDEN'
      );
      expect((await callAs(db(), null, bz_sellerItemsDocument, 'bz_sellerItems', {})).code).toBe('UNAUTHENTICATED');
    });
  });

  describe('developer seller tool (DEMO_MODE=on)', () => {
    useDemoMode('on');
    it("finds businesses by name and links, then unlinks, the caller's own account", async () => {
      const dev = await newMember(db());
      const found = (
        await callAs<{ devBusinesses: DevBusiness[] }>(
          db(),
          { userId: dev },
          us_devBusinessesDocument,
          'us_devBusinesses',
          { keyword: '반포' }
        )
      ).data!.devBusinesses;
      expect(found).toEqual([
        expect.objectContaining({ id: f.businesses.banpo, name: '반포 한강 자전거', itemCount: 3 }),
      ]);
      const linked = await callAs<{ devLinkSeller: DevBusiness }>(
        db(),
        { userId: dev },
        us_devLinkSellerDocument,
        'us_devLinkSeller',
        { businessId: f.businesses.bundang }
      );
      expect(linked.data!.devLinkSeller.id).toBe(f.businesses.bundang);
      expect((await db().select({ b: users.businessId }).from(users).where(eq(users.id, dev)))[0].b).toBe(
        f.businesses.bundang
      );
      await callAs(db(), { userId: dev }, us_devLinkSellerDocument, 'us_devLinkSeller', { businessId: null });
      expect((await db().select({ b: users.businessId }).from(users).where(eq(users.id, dev)))[0].b).toBeNull();
    });

    it('issues an invite code as the operator would: stored hashed, redeemable once at /seller/join', async () => {
      const dev = await newMember(db());
      const issued = await callAs<{ devIssueSellerInvite: { code: string; businessName: string } }>(
        db(),
        { userId: dev },
        us_devIssueSellerInviteDocument,
        'us_devIssueSellerInvite',
        { businessId: f.businesses.bundang }
      );
      const { code, businessName } = issued.data!.devIssueSellerInvite;
      expect(businessName).toBe('분당 정자 바이크');
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      const stored = await db()
        .select({ codeHash: sellerInvites.codeHash })
        .from(sellerInvites)
        .where(eq(sellerInvites.businessId, f.businesses.bundang));
      expect(stored.map((row) => row.codeHash)).not.toContain(code);
      const joiner = await newMember(db());
      const joined = await callAs<{ redeemSellerInvite: { id: number } }>(
        db(),
        { userId: joiner },
        us_redeemSellerInviteDocument,
        'us_redeemSellerInvite',
        { code }
      );
      expect(joined.data!.redeemSellerInvite.id).toBe(f.businesses.bundang);
      const again = await callAs(
        db(),
        { userId: await newMember(db()) },
        us_redeemSellerInviteDocument,
        'us_redeemSellerInvite',
        { code }
      );
      expect(again.code).toBe('INVALID_INPUT');
      expect(
        (
          await callAs(db(), null, us_devIssueSellerInviteDocument, 'us_devIssueSellerInvite', {
            businessId: f.businesses.bundang,
          })
        ).code
      ).toBe('UNAUTHENTICATED');
      expect(
        (
          await callAs(db(), { userId: dev }, us_devIssueSellerInviteDocument, 'us_devIssueSellerInvite', {
            businessId: 987_654,
          })
        ).code
      ).toBe('NOT_FOUND');
    });

    it('refuses anonymous callers, unknown businesses and empty searches, and does not exist outside demo mode', async () => {
      expect(
        (await callAs(db(), null, us_devLinkSellerDocument, 'us_devLinkSeller', { businessId: f.businesses.banpo }))
          .code
      ).toBe('UNAUTHENTICATED');
      expect(
        (await callAs(db(), { userId: member }, us_devLinkSellerDocument, 'us_devLinkSeller', { businessId: 987_654 }))
          .code
      ).toBe('NOT_FOUND');
      expect(
        (await callAs(db(), { userId: member }, us_devBusinessesDocument, 'us_devBusinesses', { keyword: ' ' })).code
      ).toBe('INVALID_INPUT');
      await expect(linkSellerForDevelopment(db(), member, f.businesses.banpo, { demo: false })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(searchBusinessesForDevelopment(db(), '반포', { demo: false })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect((await db().select({ b: users.businessId }).from(users).where(eq(users.id, member)))[0].b).toBeNull();
    });
  });

  describe('developer seller tool with the default environment (no DEMO_MODE)', () => {
    useDemoMode('off');
    it('answers NOT_FOUND to members and visitors alike, as if the operations did not exist, and links nothing', async () => {
      const dev = await newMember(db());
      for (const caller of [{ userId: dev }, null]) {
        expect(
          (await callAs(db(), caller, us_devLinkSellerDocument, 'us_devLinkSeller', { businessId: f.businesses.banpo }))
            .code
        ).toBe('NOT_FOUND');
        expect(
          (await callAs(db(), caller, us_devBusinessesDocument, 'us_devBusinesses', { keyword: '반포' })).code
        ).toBe('NOT_FOUND');
        expect(
          (
            await callAs(db(), caller, us_devIssueSellerInviteDocument, 'us_devIssueSellerInvite', {
              businessId: f.businesses.banpo,
            })
          ).code
        ).toBe('NOT_FOUND');
      }
      expect(
        await db()
          .select({ id: sellerInvites.id })
          .from(sellerInvites)
          .where(eq(sellerInvites.businessId, f.businesses.banpo))
      ).toEqual([]);
      expect((await db().select({ b: users.businessId }).from(users).where(eq(users.id, dev)))[0].b).toBeNull();
    });
  });
});
