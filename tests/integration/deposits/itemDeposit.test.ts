import { callService, type Caller } from '../../support/serviceCaller';
import { rentalInput, type CheckoutFixture } from '../../support/checkoutFixture';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { callOrder } from '../sellerOrders/sellerHarness';
import { twoBusinesses } from '../seller/twoBusinesses';

const SET = `mutation bz_updateItemDeposit($itemId: Int!, $depositAmount: Int!) {
  updateItemDeposit(itemId: $itemId, depositAmount: $depositAmount) { id depositAmount } }`;
const ITEM = `query pb_itemPage($id: Int!) { itemDetail(id: $id) { itemSubInfo { noteInfos { title content } } } }`;
const CHECKOUT = `query us_checkoutPage($selection: CheckoutSelectionInput!) { checkoutPage(selection: $selection) { depositAmount } }`;

type Seller = { userId: number; businessId: number };

describe.each(testDbKinds())(
  'a rental item’s deposit (bz_updateItemDeposit, the item and payment pages) on %s',
  (kind) => {
    const db = useTestDb(kind);
    let f: CheckoutFixture, seller: Seller, otherSeller: Seller, member: number;
    beforeAll(async () => {
      const cast = await twoBusinesses(db(), { units: 5 });
      ({ f, member } = cast);
      seller = cast.seller as Seller;
      otherSeller = cast.otherSeller as Seller;
    });
    const asSeller = (s: Seller): Caller => ({ userId: s.userId, businessId: s.businessId });
    const set = (who: Caller, itemId: number, depositAmount: number) =>
      callService<{ updateItemDeposit: { id: number; depositAmount: number } }>(db(), 'item', who, SET, {
        itemId,
        depositAmount,
      });

    it('sets the deposit of the business’s own rental item, shown on the item page and the payment page', async () => {
      const res = await set(asSeller(seller), f.rental.itemId, 200_000);
      expect(res.data?.updateItemDeposit).toEqual({ id: f.rental.itemId, depositAmount: 200_000 });
      const item = await callService<{
        itemDetail: { itemSubInfo: { noteInfos: { title: string; content: string }[] } };
      }>(db(), 'item', null, ITEM, { id: f.rental.itemId });
      expect(item.data?.itemDetail.itemSubInfo.noteInfos[0]).toEqual({
        title: '보증금 200,000원',
        content: expect.stringContaining('결제 금액과 별도로 카드 승인만 해요') as string,
      });
      const page = await callOrder<{ checkoutPage: { depositAmount: number } }>(db(), { userId: member }, CHECKOUT, {
        selection: rentalInput(f, 3, 3).selection,
      });
      expect(page.data?.checkoutPage.depositAmount).toBe(200_000);
      expect((await set(asSeller(seller), f.rental.itemId, 0)).data?.updateItemDeposit.depositAmount).toBe(0);
    });

    it('refuses amounts out of range, sale items, another business’s item and a plain member', async () => {
      expect((await set(asSeller(seller), f.rental.itemId, 3_000_001)).code).toBe('INVALID_INPUT');
      expect((await set(asSeller(seller), f.rental.itemId, -1)).code).toBe('INVALID_INPUT');
      expect((await set(asSeller(seller), f.sale.itemId, 10_000)).code).toBe('INVALID_INPUT');
      expect((await set(asSeller(otherSeller), f.rental.itemId, 10_000)).code).toBe('FORBIDDEN');
      expect((await set({ userId: member }, f.rental.itemId, 10_000)).code).toBe('FORBIDDEN');
    });
  }
);
