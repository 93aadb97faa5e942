import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { CardBenefit, CardInstalmentOptions, LeaseExample, PromotionGuidePageAnswer } from '@/api/item/promotions';
import {
  pb_cardBenefitPageDocument as CARD_BENEFITS_DOCUMENT,
  pb_cardInstalmentOptionsDocument as CARD_INSTALMENT_OPTIONS_DOCUMENT,
  pb_promotionGuidePageDocument,
} from '@/api/item/generated';
import { cardInstalmentOptions } from '@/server/domain/promotion/cardBenefits';
import { leaseExample } from '@/server/domain/promotion/leaseExample';
import { itemYogaFor } from '../item/itemHarness';
import { seedPromotionFixture } from './promotionFixtures';

// leaseExample alone, with the price argument the pages leave out (the service's own range check).
const LEASE_EXAMPLE_DOCUMENT = `query pb_leaseExample($price: Int) { leaseExample(price: $price) {
  price feePerMillePerYear rewardRatePercent rows { months monthlyPrice totalPrice fee rewardPoint } } }`;

describe.each(testDbKinds())('card benefits and payment guides on %s', (kind) => {
  const db = useTestDb(kind);

  beforeAll(async () => {
    await seedPromotionFixture(db());
  });

  it('lists the benefits in force now, in the operator order', async () => {
    const { body } = await gql<{ cardBenefits: CardBenefit[] }>(itemYogaFor(db()), { query: CARD_BENEFITS_DOCUMENT });
    expect(body?.data?.cardBenefits.map((b) => b.cardCompany)).toEqual(['신한카드', '현대카드']);
    expect(body?.data?.cardBenefits[0]).toMatchObject({
      freeMonths: [2, 3, 4, 5],
      partialFreeMonths: [{ months: 10, paidMonths: 3 }],
      minAmount: 50_000,
    });
  });

  it('answers the options of every card company for an amount (the payment screen)', async () => {
    const { body } = await gql<{ cardInstalmentOptions: CardInstalmentOptions[] }>(itemYogaFor(db()), {
      query: CARD_INSTALMENT_OPTIONS_DOCUMENT,
      variables: { amount: 70_000 },
    });
    const byCard = new Map(body?.data?.cardInstalmentOptions.map((c) => [c.cardCode, c.options]));
    expect(byCard.size).toBe(9);
    expect(
      byCard
        .get('shinhan')
        ?.filter((o) => o.kind === 'FREE')
        .map((o) => o.months)
    ).toEqual([2, 3, 4, 5]);
    // 현대카드's benefit starts at 10만원: 70,000원 gets no interest-free month.
    expect(byCard.get('hyundai')?.every((o) => o.kind === 'INTEREST')).toBe(true);
    // 삼성카드's benefit is over.
    expect(byCard.get('samsung')?.every((o) => o.kind === 'INTEREST')).toBe(true);
  });

  it('below the minimum amount offers no instalment, outside the period no interest-free month', async () => {
    const below = await cardInstalmentOptions(db(), { amount: 49_000, at: new Date() });
    expect(below.every((c) => c.options.length === 0)).toBe(true);
    const later = await cardInstalmentOptions(db(), { amount: 500_000, at: new Date(Date.now() + 60 * 86_400_000) });
    expect(later.flatMap((c) => c.options).every((o) => o.kind === 'INTEREST')).toBe(true);
    await expect(cardInstalmentOptions(db(), { amount: -1, at: new Date() })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('refuses a negative or absurd amount', async () => {
    for (const amount of [-1, 2_000_000_000]) {
      const { body } = await gql(itemYogaFor(db()), { query: CARD_INSTALMENT_OPTIONS_DOCUMENT, variables: { amount } });
      expect(body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    }
  });

  it('prices the lease example with the order pricing, and refuses a price out of range', async () => {
    const { body } = await gql<{ leaseExample: LeaseExample }>(itemYogaFor(db()), {
      query: LEASE_EXAMPLE_DOCUMENT,
      variables: {},
    });
    expect(body?.data?.leaseExample).toEqual(leaseExample());
    const bad = await gql(itemYogaFor(db()), { query: LEASE_EXAMPLE_DOCUMENT, variables: { price: 10 } });
    expect(bad.body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
  });

  it('serves each guide page in one operation: its infoPage, and the worked example only for the lease', async () => {
    for (const key of ['introduce_lease', 'lite_pay']) {
      const withLeaseExample = key === 'introduce_lease';
      const { body } = await gql<PromotionGuidePageAnswer>(itemYogaFor(db()), {
        query: pb_promotionGuidePageDocument,
        variables: { key, withLeaseExample },
      });
      expect(body?.errors).toBeUndefined();
      expect(body?.data?.me).toBeNull();
      expect(body?.data?.infoPage.key).toBe(key);
      if (withLeaseExample) expect(body?.data?.leaseExample).toEqual(leaseExample());
      else expect(body?.data).not.toHaveProperty('leaseExample');
    }
  });
});
