import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { GetServerSidePropsContext } from 'next';
import { eq } from 'drizzle-orm';
import { requestState } from '@/server/auth/requestState';
import { clearPageCache, pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import {
  bz_sellerBusinessPageDocument,
  bz_updateBusinessProfileDocument,
  pb_nearbyBusinessPageDocument,
} from '@/api/item/generated';
import type { SellerBusinessPage, SellerBusinessProfile, BusinessProfileInput } from '@/api/item/sellerBusiness';
import { businesses } from '@/server/db/schema';
import { testDbKinds, useTestDb } from '../../support/testDb';
import type { CheckoutFixture } from '../../support/checkoutFixture';
import { callAs, type Caller } from '../member/memberFixtures';
import { twoBusinesses } from './twoBusinesses';

type Public = {
  nearbyBusiness: {
    businessProfile: {
      notice: { isShow: boolean; content: string };
      introduction: { isShow: boolean; content: string };
      maintenance: { isShow: boolean; content: string };
      operationTime: { isShow: boolean; days: { weekday: number; open: string | null; close: string | null }[] };
    };
  };
};

const weekdays = (open: string, close: string, days = [1, 2, 3, 4, 5]) =>
  days.map((weekday) => ({ weekday, open, close }));

const profile = (extra: Partial<BusinessProfileInput> = {}): BusinessProfileInput => ({
  notice: '이번 주말은 오후 6시에 문을 닫아요.',
  introduction: '용평 리조트 앞 20년 된 스키 렌탈샵이에요.\n장비는 매 시즌 새로 들여요.',
  maintenance: '엣지 연마와 왁싱은 하루 전에 맡겨 주세요.',
  openingHours: [...weekdays('09:00', '18:00'), { weekday: 6, open: '08:00', close: '24:00' }],
  turnaroundDays: 2,
  ...extra,
});

/** Next's page pipeline in miniature (as tests/integration/ssr/anonymousPageCache.test.ts): counts the renders. */
function cachedPageServer(renders: Map<string, number>) {
  return http.createServer(async (req, res) => {
    const anonId = String(req.headers['x-test-anon']);
    requestState(req).anonId = anonId;
    const shell = { anonId, isCrawler: false, isMobile: true, siteUrl: 'http://localhost' };
    const context = { req, res, resolvedUrl: req.url!, query: {}, params: {} } as unknown as GetServerSidePropsContext;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    await withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
      renders.set(req.url!, (renders.get(req.url!) ?? 0) + 1);
      return { props: { shell } };
    });
    if (!res.writableEnded) res.end(`<html><body>${req.url} ${anonId}</body></html>`);
  });
}

/** 매장 정보 (issue 17 §1 Business profile): the console edits what /nearby_store/{id} shows. */
describe.each(testDbKinds())(
  'seller business profile (bz_sellerBusinessPage, bz_updateBusinessProfile) on %s',
  (kind) => {
    const db = useTestDb(kind);
    let f: CheckoutFixture, other: CheckoutFixture, seller: Caller, otherSeller: Caller, member: number;
    beforeAll(async () => {
      ({ f, other, seller, otherSeller, member } = await twoBusinesses(db()));
    });

    const save = (caller: Caller, input: unknown) =>
      callAs<{ updateBusinessProfile: SellerBusinessProfile }>(
        db(),
        caller,
        bz_updateBusinessProfileDocument,
        'bz_updateBusinessProfile',
        { input }
      );
    const publicPage = async (id: number) =>
      (await callAs<Public>(db(), null, pb_nearbyBusinessPageDocument, 'pb_nearbyBusinessPage', { id })).data!
        .nearbyBusiness.businessProfile;
    const row = async (id: number) => (await db().select().from(businesses).where(eq(businesses.id, id)))[0];

    it("reads the seller's own business, and saves a profile that the public business page shows at once", async () => {
      const page = (
        await callAs<SellerBusinessPage>(db(), seller, bz_sellerBusinessPageDocument, 'bz_sellerBusinessPage', {})
      ).data!;
      expect(page.sellerBusinessProfile).toMatchObject({
        id: f.businessId,
        notice: '',
        introduction: '',
        turnaroundDays: 0,
      });
      const saved = (await save(seller, profile())).data!.updateBusinessProfile;
      expect(saved).toMatchObject({ id: f.businessId, turnaroundDays: 2, introduction: profile().introduction });
      expect(saved.openingHours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
      const shown = await publicPage(f.businessId);
      expect(shown.notice).toEqual({ isShow: true, content: profile().notice });
      expect(shown.introduction.content).toBe(profile().introduction);
      expect(shown.maintenance).toEqual({ isShow: true, content: profile().maintenance });
      expect(shown.operationTime.days.find((d) => d.weekday === 0)).toMatchObject({ open: null, close: null });
      expect(shown.operationTime.days.find((d) => d.weekday === 6)).toMatchObject({ open: '08:00', close: '24:00' });
      expect((await row(f.businessId)).turnaroundDays).toBe(2);
      expect((await row(other.businessId)).notice).toBeNull();
    });

    it('keeps text plain: markup is stored and shown as the characters typed, control characters dropped, empty hides the section', async () => {
      const markup = '<script>alert(1)</script><b>세일</b>';
      await save(seller, profile({ notice: `  ${markup}\u0007\r\n둘째 줄  `, maintenance: '   ' }));
      const shown = await publicPage(f.businessId);
      expect(shown.notice.content).toBe(`${markup}\n둘째 줄`);
      expect(shown.maintenance).toEqual({ isShow: false, content: '' });
      expect((await row(f.businessId)).maintenance).toBeNull();
    });

    it('refuses bad input with INVALID_INPUT and a Korean message for the field, and changes nothing', async () => {
      await save(seller, profile());
      const before = await row(f.businessId);
      const bad: Partial<BusinessProfileInput>[] = [
        { notice: '가'.repeat(301) },
        { introduction: '가'.repeat(1001) },
        { maintenance: '가'.repeat(501) },
        { openingHours: [{ weekday: 1, open: '18:00', close: '09:00' }] },
        { openingHours: [{ weekday: 1, open: '10:00', close: '10:00' }] },
        { openingHours: [{ weekday: 1, open: '25:00', close: '26:00' }] },
        { openingHours: [{ weekday: 1, open: '9:00', close: '18:00' }] },
        { openingHours: [{ weekday: 7, open: '09:00', close: '18:00' }] },
        { openingHours: [...weekdays('09:00', '18:00', [1]), ...weekdays('10:00', '19:00', [1])] },
        { turnaroundDays: 15 },
        { turnaroundDays: -1 },
      ];
      for (const input of bad) expect((await save(seller, profile(input))).code).toBe('INVALID_INPUT');
      const reversed = await save(seller, profile({ openingHours: [{ weekday: 1, open: '18:00', close: '09:00' }] }));
      expect(reversed.details['openingHours.0.close']).toBe('문 닫는 시간은 여는 시간보다 늦어야 해요.');
      expect((await save(seller, profile({ turnaroundDays: 15 }))).details.turnaroundDays).toBe(
        '쉬는 날은 14일까지 정할 수 있어요.'
      );
      expect((await save(seller, { notice: 'x' })).code).not.toBeNull();
      expect(await row(f.businessId)).toEqual(before);
    });

    it("edits only the caller's own business; a member without a business is FORBIDDEN, a visitor UNAUTHENTICATED", async () => {
      await save(otherSeller, profile({ notice: '다른 매장 공지' }));
      expect((await row(other.businessId)).notice).toBe('다른 매장 공지');
      expect((await row(f.businessId)).notice).toBe(profile().notice);
      expect((await save({ userId: member }, profile())).code).toBe('FORBIDDEN');
      expect(
        (await callAs(db(), { userId: member }, bz_sellerBusinessPageDocument, 'bz_sellerBusinessPage', {})).code
      ).toBe('FORBIDDEN');
      expect((await save(null, profile())).code).toBe('UNAUTHENTICATED');
      expect((await callAs(db(), null, bz_sellerBusinessPageDocument, 'bz_sellerBusinessPage', {})).code).toBe(
        'UNAUTHENTICATED'
      );
    });

    describe("the public business page's anonymous cache", () => {
      const renders = new Map<string, number>();
      let server: http.Server;
      let base = '';
      beforeAll(async () => {
        clearPageCache();
        server = cachedPageServer(renders);
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      });
      afterAll(async () => {
        clearPageCache();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
      const visit = (path: string) =>
        fetch(base + path, { headers: { 'x-test-anon': randomUUID() } }).then((r) => r.text());

      it("forgets the saved business's pages (not other businesses') so that the next visitor sees the change at once", async () => {
        const mine = `/nearby_store/${f.businessId}`;
        const theirs = `/nearby_store/${other.businessId}`;
        for (const path of [mine, mine, `${mine}/list`, theirs, theirs]) await visit(path);
        expect([renders.get(mine), renders.get(`${mine}/list`), renders.get(theirs)]).toEqual([1, 1, 1]);
        await save(seller, profile({ notice: '캐시를 비우는 공지' }));
        for (const path of [mine, `${mine}/list`, theirs]) await visit(path);
        expect([renders.get(mine), renders.get(`${mine}/list`), renders.get(theirs)]).toEqual([2, 2, 1]);
      });
    });
  }
);
