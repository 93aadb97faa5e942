import { sql } from 'drizzle-orm';
import { deleteCard, listCards, registerCard, MAX_CARDS } from '@/server/domain/cards/registeredCards';
import { chargeLeaseFirst } from '@/server/domain/checkout/leaseFirstCharge';
import { registerSandboxCard } from '@/server/payments/sandbox/sandboxDecide';
import { isDomainError } from '@/lib/errors';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  count,
  orderRow,
  prepare,
  saleInput,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
} from '../../support/checkoutFixture';

const codeOf = (error: unknown) => (isDomainError(error) ? error.code : String(error));

describe.each(testDbKinds())('registered cards and the lease first charge on %s', (kind) => {
  const db = useTestDb(kind);

  async function card(userId: number, last4 = '4242', declines = false) {
    const { issueToken } = await registerSandboxCard(db(), `member-${userId}`, {
      cardCompany: '신한카드',
      last4,
      declines,
    });
    return registerCard(db(), sandbox(db()), userId, issueToken);
  }

  it('keeps only the billing key and the masked number; another member cannot use or delete the card', async () => {
    const member = await verifiedMember(db());
    const stranger = await verifiedMember(db());
    const saved = await card(member);
    expect(saved).toMatchObject({ cardCompany: '신한카드', maskedNumber: '****-****-****-4242', inUse: false });
    expect(await listCards(db(), member)).toHaveLength(1);
    expect(await listCards(db(), stranger)).toHaveLength(0);
    expect(codeOf(await deleteCard(db(), sandbox(db()), stranger, saved.id).catch((e: unknown) => e))).toBe(
      'NOT_FOUND'
    );
    // A token issued to someone else cannot be registered by this member.
    const { issueToken } = await registerSandboxCard(db(), `member-${member}`, {
      cardCompany: '현대카드',
      last4: '1111',
      declines: false,
    });
    expect(codeOf(await registerCard(db(), sandbox(db()), stranger, issueToken).catch((e: unknown) => e))).toBe(
      'INVALID_INPUT'
    );
    await deleteCard(db(), sandbox(db()), member, saved.id);
    expect(await listCards(db(), member)).toHaveLength(0);
  });

  it(`refuses a card past ${MAX_CARDS}`, async () => {
    const member = await verifiedMember(db());
    for (let i = 0; i < MAX_CARDS; i += 1) await card(member, String(1000 + i));
    expect(codeOf(await card(member, '9999').catch((e: unknown) => e))).toBe('CONFLICT');
  });

  it('rental pay: the first month is charged on the registered card and the contract is complete; the card cannot be deleted under it', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const provider = sandbox(db());
    const saved = await card(member);
    const lease = saleInput(f, 1, { method: 'RENTAL_PAY', leaseMonths: 24, billingKeyId: saved.id });
    // 900,000원 over 24 months with the yearly 4.9% fee, rounded up to 100원
    const prepared = await prepare(db(), provider, member, lease, 41_200);
    const done = await chargeLeaseFirst(db(), provider, member, prepared.paymentKey, saved.id);
    expect(done.status).toBe('PAID');
    expect(await orderRow(db(), prepared.orderId)).toMatchObject({
      process: 'contract',
      state: 'CONTRACTED',
      leaseMonths: 24,
      billingKeyId: saved.id,
    });
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM money_ledger WHERE order_id = ${prepared.orderId} AND amount = 41200`
      )
    ).toBe(1);
    expect(codeOf(await deleteCard(db(), provider, member, saved.id).catch((e: unknown) => e))).toBe('CONFLICT');
    // A replay charges nothing more.
    expect((await chargeLeaseFirst(db(), provider, member, prepared.paymentKey, saved.id)).status).toBe('PAID');
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM money_ledger WHERE order_id = ${prepared.orderId}`)
    ).toBe(1);
  });

  it('a declined card ends the contract checkout and gives the stock back', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const provider = sandbox(db());
    const saved = await card(member, '0000', true);
    const prepared = await prepare(
      db(),
      provider,
      member,
      saleInput(f, 1, { method: 'RENTAL_PAY', leaseMonths: 24, billingKeyId: saved.id }),
      41_200
    );
    expect((await chargeLeaseFirst(db(), provider, member, prepared.paymentKey, saved.id)).status).toBe('FAILED');
    expect(await count(db(), sql`SELECT stock AS n FROM items WHERE id = ${f.sale.itemId}`)).toBe(5);
  });
});
