import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sellerInvites, users } from '@/server/db/schema';
import type { RequestIdentity } from '@/server/auth/identity';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import { itemSchema } from '@/server/graphql/item/schema';
import {
  issueSellerInvite,
  redeemSellerInvite,
  SELLER_INVITE_MESSAGES as M,
} from '@/server/domain/seller/sellerInvites';
import { runSellerInviteCommand } from '@/server/domain/seller/sellerInvitesCli';
import { formatDateTime } from '@/lib/dates';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { count, seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';

const REDEEM = 'mutation us_redeemSellerInvite($code: String!) { redeemSellerInvite(code: $code) { id name } }';
const LEAVE = 'mutation bz_leaveBusiness { leaveBusiness { id name } }';
const CODE_FORM = /^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/;
const DAY = 86_400_000;
/** A fixed moment: nothing here depends on today's date. */
const NOW = new Date('2026-03-10T03:00:00Z');

/**
 * The item service as `userId` (null: a visitor). The viewer's business is read from the member's row
 * at each request, as the real session lookup does, so joining and leaving show on the next call.
 */
function itemYogaAs(db: Db, userId: number | null): ServiceYoga {
  const identity = async (): Promise<RequestIdentity> => {
    if (userId === null) return { viewer: null, anonId: 'test-anon-0001', setCookies: [], responseHeaders: {} };
    const [row] = await db.select({ businessId: users.businessId }).from(users).where(eq(users.id, userId));
    return {
      viewer: { userId, businessId: row?.businessId ?? null, sessionId: 1 },
      anonId: null,
      setCookies: [],
      responseHeaders: {},
    };
  };
  return createServiceYoga({
    name: 'item',
    schema: itemSchema,
    getDb: async () => db,
    graphqlEndpoint: '/item/v1/graphql',
    resolveIdentity: identity,
    production: false,
    rateLimit: null,
  });
}

type Business = { id: number; name: string };

async function call(db: Db, userId: number | null, query: string, variables: Record<string, unknown> = {}) {
  const res = await gql<{ redeemSellerInvite?: Business; leaveBusiness?: Business }>(itemYogaAs(db, userId), {
    query,
    variables,
  });
  const error = res.body?.errors?.[0];
  return {
    data: res.body?.data ?? null,
    code: (error?.extensions?.code as string | undefined) ?? null,
    message: error?.message ?? null,
  };
}

const businessOf = async (db: Db, userId: number) =>
  (await db.select({ businessId: users.businessId }).from(users).where(eq(users.id, userId)))[0].businessId;

describe.each(testDbKinds())(
  'seller invites (issue, us_redeemSellerInvite, bz_leaveBusiness, the CLI) on %s',
  (kind) => {
    const db = useTestDb(kind);
    let businessA: Business;
    let businessB: Business;
    beforeAll(async () => {
      for (const target of ['a', 'b'] as const) {
        const f = await seedCheckoutFixture(db());
        const [row] = await db()
          .execute(sql`SELECT id, name FROM businesses WHERE id = ${f.businessId}`)
          .then((r) => (r as unknown as { rows: Business[] }).rows);
        if (target === 'a') businessA = { id: Number(row.id), name: row.name };
        else businessB = { id: Number(row.id), name: row.name };
      }
    });

    it('issues a readable 80-bit code, stores only its SHA-256 and lets it live 7 days; an unknown business is NOT_FOUND', async () => {
      const invite = await issueSellerInvite(db(), businessA.id, NOW);
      expect(invite.code).toMatch(CODE_FORM);
      expect(invite).toMatchObject({ businessId: businessA.id, businessName: businessA.name });
      expect(invite.expiresAt.getTime()).toBe(NOW.getTime() + 7 * DAY);
      const canonical = invite.code.replace(/-/g, '');
      const [row] = await db()
        .select()
        .from(sellerInvites)
        .where(eq(sellerInvites.codeHash, crypto.createHash('sha256').update(canonical).digest('hex')));
      expect(row).toMatchObject({ businessId: businessA.id, redeemedBy: null, redeemedAt: null });
      expect(
        await count(db(), sql`SELECT count(*)::int AS n FROM seller_invites WHERE code_hash LIKE ${`%${canonical}%`}`)
      ).toBe(0);
      expect((await issueSellerInvite(db(), businessA.id, NOW)).code).not.toBe(invite.code);
      await expect(issueSellerInvite(db(), 2_000_000_000, NOW)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('the CLI prints the code, the business and the expiry in Seoul once; an unknown business exits 1, a missing --business 2', async () => {
      const lines: string[] = [];
      const errors: string[] = [];
      const io = { out: (l: string) => lines.push(l), err: (l: string) => errors.push(l) };
      const before = await count(
        db(),
        sql`SELECT count(*)::int AS n FROM seller_invites WHERE business_id = ${businessB.id}`
      );
      expect(await runSellerInviteCommand(db(), ['--business', String(businessB.id)], io, NOW)).toBe(0);
      const code = /초대 코드 \(invite code\): (\S+)/.exec(lines.join('\n'))?.[1];
      expect(code).toMatch(CODE_FORM);
      expect(lines.join('\n')).toContain(businessB.name);
      expect(lines.join('\n')).toContain(formatDateTime(new Date(NOW.getTime() + 7 * DAY)));
      expect(lines.join('\n')).toContain('2026.03.17 12:00');
      expect(
        await count(db(), sql`SELECT count(*)::int AS n FROM seller_invites WHERE business_id = ${businessB.id}`)
      ).toBe(before + 1);
      expect(await runSellerInviteCommand(db(), ['--business=2000000000'], io, NOW)).toBe(1);
      expect(errors.join('\n')).toContain('2000000000');
      for (const argv of [
        [],
        ['--business'],
        ['--business', 'abc'],
        ['--business', '-3'],
        ['--business', '99999999999'],
      ]) {
        expect(await runSellerInviteCommand(db(), argv, io, NOW)).toBe(2);
      }
      expect(
        await count(db(), sql`SELECT count(*)::int AS n FROM seller_invites WHERE business_id = ${businessB.id}`)
      ).toBe(before + 1);
    });

    it('a member redeems a code typed in lower case with spaces: linked to the business, the code stamped; a visitor is UNAUTHENTICATED', async () => {
      const invite = await issueSellerInvite(db(), businessA.id);
      const member = await verifiedMember(db());
      expect((await call(db(), null, REDEEM, { code: invite.code })).code).toBe('UNAUTHENTICATED');
      const typed = ` ${invite.code.toLowerCase().replace(/-/g, ' – ')} `;
      const reply = await call(db(), member, REDEEM, { code: typed });
      expect(reply.code).toBeNull();
      expect(reply.data?.redeemSellerInvite).toEqual(businessA);
      expect(await businessOf(db(), member)).toBe(businessA.id);
      const canonical = invite.code.replace(/-/g, '');
      const [row] = await db()
        .select()
        .from(sellerInvites)
        .where(eq(sellerInvites.codeHash, crypto.createHash('sha256').update(canonical).digest('hex')));
      expect(row.redeemedBy).toBe(member);
      expect(row.redeemedAt).not.toBeNull();
    });

    it('a wrong, malformed, expired or used code all get the one same Korean message', async () => {
      const used = await issueSellerInvite(db(), businessA.id);
      expect((await call(db(), await verifiedMember(db()), REDEEM, { code: used.code })).code).toBeNull();
      const expired = await issueSellerInvite(db(), businessA.id, new Date(Date.now() - 8 * DAY));
      const wrong = 'ABCD-EFGH-JKLM-NPQR';
      for (const code of [used.code, expired.code, wrong, 'hello', '', 'x'.repeat(500)]) {
        const member = await verifiedMember(db());
        const reply = await call(db(), member, REDEEM, { code });
        expect({ code, error: reply.code }).toEqual({ code, error: 'INVALID_INPUT' });
        if (code.length <= 200) expect(reply.message).toBe(M.invalid);
        expect(await businessOf(db(), member)).toBeNull();
      }
    });

    it("another business's seller is told to leave first and the code stays usable; a seller of the same business is told so", async () => {
      const invite = await issueSellerInvite(db(), businessA.id);
      const sellerOfB = await verifiedMember(db());
      await db().update(users).set({ businessId: businessB.id }).where(eq(users.id, sellerOfB));
      const refused = await call(db(), sellerOfB, REDEEM, { code: invite.code });
      expect(refused).toMatchObject({ code: 'CONFLICT', message: M.otherBusiness });
      expect(await businessOf(db(), sellerOfB)).toBe(businessB.id);
      const sellerOfA = await verifiedMember(db());
      await db().update(users).set({ businessId: businessA.id }).where(eq(users.id, sellerOfA));
      expect(await call(db(), sellerOfA, REDEEM, { code: invite.code })).toMatchObject({
        code: 'CONFLICT',
        message: M.sameBusiness,
      });
      const newcomer = await verifiedMember(db());
      expect((await call(db(), newcomer, REDEEM, { code: invite.code })).data?.redeemSellerInvite).toEqual(businessA);
    });

    it('20 members redeeming one code at the same moment: exactly one becomes a seller', async () => {
      const invite = await issueSellerInvite(db(), businessB.id);
      const members = await Promise.all(Array.from({ length: 20 }, () => verifiedMember(db())));
      const outcomes = await Promise.allSettled(
        members.map((userId) => redeemSellerInvite(db(), { userId, ip: null }, invite.code))
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const reasons = outcomes.flatMap((o) =>
        o.status === 'rejected' ? [o.reason as { code: string; message: string }] : []
      );
      expect(reasons.map((r) => `${r.code} ${r.message}`)).toEqual(Array(19).fill(`INVALID_INPUT ${M.invalid}`));
      const linked = await count(
        db(),
        sql`SELECT count(*)::int AS n FROM users WHERE id IN ${sql.raw(`(${members.join(',')})`)} AND business_id = ${businessB.id}`
      );
      expect(linked).toBe(1);
    });

    it("a seller leaves: unlinked, the business's other seller stays; leaving twice is FORBIDDEN, a visitor UNAUTHENTICATED", async () => {
      const [first, second] = [await verifiedMember(db()), await verifiedMember(db())];
      for (const member of [first, second]) {
        expect(
          (await call(db(), member, REDEEM, { code: (await issueSellerInvite(db(), businessB.id)).code })).code
        ).toBeNull();
      }
      const left = await call(db(), first, LEAVE);
      expect(left.data?.leaveBusiness).toEqual(businessB);
      expect(await businessOf(db(), first)).toBeNull();
      expect(await businessOf(db(), second)).toBe(businessB.id);
      expect((await call(db(), first, LEAVE)).code).toBe('FORBIDDEN');
      expect((await call(db(), null, LEAVE)).code).toBe('UNAUTHENTICATED');
      // Having left, the member may join another business with a new code.
      expect(
        (await call(db(), first, REDEEM, { code: (await issueSellerInvite(db(), businessA.id)).code })).data
          ?.redeemSellerInvite
      ).toEqual(businessA);
    });

    it('attempts are limited per member (10 an hour) and per address (30 an hour), counted right or wrong', async () => {
      const member = await verifiedMember(db());
      const at = new Date('2026-03-10T05:10:00Z');
      for (let i = 0; i < 10; i += 1) {
        await expect(redeemSellerInvite(db(), { userId: member, ip: null }, 'WRONG', at)).rejects.toMatchObject({
          code: 'INVALID_INPUT',
        });
      }
      const good = await issueSellerInvite(db(), businessA.id, at);
      await expect(redeemSellerInvite(db(), { userId: member, ip: null }, good.code, at)).rejects.toMatchObject({
        code: 'RATE_LIMITED',
      });
      expect(await businessOf(db(), member)).toBeNull();
      const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
      const others = await Promise.all(Array.from({ length: 31 }, () => verifiedMember(db())));
      const results = [];
      for (const userId of others)
        results.push(
          await redeemSellerInvite(db(), { userId, ip }, 'WRONG', at).catch((e: { code: string }) => e.code)
        );
      expect(results.slice(0, 30)).toEqual(Array(30).fill('INVALID_INPUT'));
      expect(results[30]).toBe('RATE_LIMITED');
    });

    it('over HTTP the address limit applies to the socket address the mount hands Yoga', async () => {
      const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
      const codes: (string | null)[] = [];
      for (let i = 0; i < 31; i += 1) {
        const member = await verifiedMember(db());
        const response = await itemYogaAs(db(), member).fetch(
          'http://localhost/item/v1/graphql',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
            body: JSON.stringify({ query: REDEEM, variables: { code: 'WRONG' } }),
          },
          { socketAddress: address }
        );
        const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
        codes.push(body.errors?.[0]?.extensions?.code ?? null);
      }
      expect(codes.slice(0, 30).every((c) => c === 'INVALID_INPUT')).toBe(true);
      expect(codes[30]).toBe('RATE_LIMITED');
    });
  }
);
