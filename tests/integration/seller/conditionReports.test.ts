import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { images } from '@/server/db/schema';
import { setPaymentProviderOverride } from '@/server/payments/providers';
import { CONDITION_REPORT_MESSAGES as M } from '@/server/domain/seller/conditionReports';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  count,
  orderRow,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
  type CheckoutFixture,
} from '../../support/checkoutFixture';
import { alarmCount, callOrder, paidRental, sellerOf, type Caller } from '../sellerOrders/sellerHarness';

const REPORT =
  'conditionReports { stage stageLabel note damageNote createdAt photos { id url thumbUrl width height } }';
const HAND_OVER = `mutation bz_recordHandOver($orderId: Int!, $note: String, $imageIds: [Int!]!) {
  recordHandOver(orderId: $orderId, note: $note, imageIds: $imageIds) { order { id state } canRecordHandOver canRecordReturn ${REPORT} } }`;
const RETURN = `mutation bz_recordReturn($orderId: Int!, $note: String, $damageNote: String, $imageIds: [Int!]!) {
  recordReturn(orderId: $orderId, note: $note, damageNote: $damageNote, imageIds: $imageIds) { order { id state stateLabel actions } canRecordHandOver canRecordReturn ${REPORT} } }`;
const ACCEPT = `mutation bz_sellerOrderAction($orderId: Int!) { sellerOrderAction(orderId: $orderId, action: ACCEPT) { id state } }`;
const CUSTOMER_DETAIL = `query us_orderDetail($id: Int!) { order(id: $id) { id state ${REPORT} } }`;

type Report = {
  stage: string;
  stageLabel: string;
  note: string;
  damageNote: string | null;
  photos: { id: number; url: string; thumbUrl: string; width: number; height: number }[];
};
type Detail = {
  order: { id: number; state: string; stateLabel?: string; actions?: string[] };
  canRecordHandOver: boolean;
  canRecordReturn: boolean;
  conditionReports: Report[];
};

/** Upload rows as the upload endpoint leaves them: the member's own, not yet attached to anything. */
async function uploads(db: Db, ownerId: number, n: number): Promise<number[]> {
  const rows = await db
    .insert(images)
    .values(
      Array.from({ length: n }, (_, i) => ({
        kind: 'UPLOAD' as const,
        width: 1200,
        height: 900,
        alt: `장비 사진 ${i + 1}`,
        mimeType: 'image/webp',
        bytes: Buffer.from([1, 2, 3]),
        byteSize: 3,
        ownerId,
      }))
    )
    .returning({ id: images.id });
  return rows.map((r) => r.id);
}

describe.each(testDbKinds())(
  "condition reports (bz_recordHandOver, bz_recordReturn, the customer's order detail) on %s",
  (kind) => {
    const db = useTestDb(kind);
    beforeAll(() => setPaymentProviderOverride((d) => sandbox(d)));
    afterAll(() => setPaymentProviderOverride(null));

    let f: CheckoutFixture;
    let seller: Caller;
    let otherSeller: Caller;
    let customer: number;
    beforeAll(async () => {
      f = await seedCheckoutFixture(db(), { units: 20 });
      const other = await seedCheckoutFixture(db());
      seller = await sellerOf(db(), await verifiedMember(db()), f.businessId);
      otherSeller = await sellerOf(db(), await verifiedMember(db()), other.businessId);
      customer = await verifiedMember(db());
    });

    const provider = () => sandbox(db());
    const reserved = async (start: number) => {
      const order = await paidRental(db(), provider(), f, customer, start);
      expect((await callOrder(db(), seller, ACCEPT, { orderId: order })).code).toBeNull();
      return order;
    };
    const handOver = (caller: Caller, vars: Record<string, unknown>) =>
      callOrder<{ recordHandOver: Detail }>(db(), caller, HAND_OVER, vars);
    const giveBack = (caller: Caller, vars: Record<string, unknown>) =>
      callOrder<{ recordReturn: Detail }>(db(), caller, RETURN, vars);
    const reports = (orderId: number) =>
      count(db(), sql`SELECT count(*)::int AS n FROM condition_reports WHERE order_id = ${orderId}`);

    it('hands over with photos and a note, then records the return: the rental is used, the customer sees both reports with their photos', async () => {
      const order = await reserved(3);
      const photos = await uploads(db(), seller!.userId, 3);
      const alarms = await alarmCount(db(), customer, order);
      const out = await handOver(seller, {
        orderId: order,
        note: '  앞바퀴 림에 작은 긁힘 있음  ',
        imageIds: [photos[2], photos[0]],
      });
      expect(out.code).toBeNull();
      expect(out.data!.recordHandOver).toMatchObject({
        order: { state: 'RESERVED' },
        canRecordHandOver: false,
        canRecordReturn: true,
      });
      const [checkOut] = out.data!.recordHandOver.conditionReports;
      expect(checkOut).toMatchObject({
        stage: 'CHECK_OUT',
        stageLabel: '인수인계',
        note: '앞바퀴 림에 작은 긁힘 있음',
        damageNote: null,
      });
      expect(checkOut.photos.map((p) => p.id)).toEqual([photos[2], photos[0]]);
      expect(checkOut.photos[0]).toEqual({
        id: photos[2],
        url: `/app/v4/images/${photos[2]}`,
        thumbUrl: `/app/v4/images/${photos[2]}?w=480`,
        width: 1200,
        height: 900,
      });
      expect(await alarmCount(db(), customer, order)).toBe(alarms + 1);
      expect(
        await count(
          db(),
          sql`SELECT count(*)::int AS n FROM images WHERE id IN (${photos[0]}, ${photos[2]}) AND attached_at IS NOT NULL`
        )
      ).toBe(2);

      const again = await handOver(seller, { orderId: order, note: '다시', imageIds: [photos[1]] });
      expect(again).toMatchObject({ code: 'CONFLICT', message: M.handOverTwice });

      const back = await giveBack(seller, {
        orderId: order,
        note: '반납 완료',
        damageNote: '안장 찢어짐',
        imageIds: [photos[1]],
      });
      expect(back.code).toBeNull();
      expect(back.data!.recordReturn).toMatchObject({
        order: { state: 'USED', stateLabel: '이용 완료', actions: [] },
        canRecordHandOver: false,
        canRecordReturn: false,
      });
      expect(await alarmCount(db(), customer, order)).toBe(alarms + 2);
      expect(
        await count(
          db(),
          sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${order} AND action = 'markReturned' AND actor_user_id = ${seller!.userId}`
        )
      ).toBe(1);

      const seen = await callOrder<{ order: { conditionReports: Report[] } }>(
        db(),
        { userId: customer },
        CUSTOMER_DETAIL,
        { id: order }
      );
      expect(seen.code).toBeNull();
      expect(seen.data!.order.conditionReports.map((r) => [r.stage, r.note, r.damageNote, r.photos.length])).toEqual([
        ['CHECK_OUT', '앞바퀴 림에 작은 긁힘 있음', null, 2],
        ['CHECK_IN', '반납 완료', '안장 찢어짐', 1],
      ]);
      // A report on a used rental: too late.
      const late = await giveBack(seller, { orderId: order, note: '또', imageIds: [] });
      expect(late).toMatchObject({ code: 'INVALID_TRANSITION', message: M.notReserved });
      expect(
        (
          await handOver(seller, {
            orderId: await paidRental(db(), provider(), f, customer, 9),
            note: '대기 중',
            imageIds: [],
          })
        ).code
      ).toBe('INVALID_TRANSITION');
    });

    it('records nothing on a WAITING or USED rental (INVALID_TRANSITION in Korean)', async () => {
      const waitingOrder = await paidRental(db(), provider(), f, customer, 12);
      const early = await giveBack(seller, { orderId: waitingOrder, note: '반납', imageIds: [] });
      expect(early).toMatchObject({ code: 'INVALID_TRANSITION', message: M.notReserved });
      const used = await reserved(14);
      expect((await giveBack(seller, { orderId: used, note: '반납', imageIds: [] })).code).toBeNull();
      expect(await handOver(seller, { orderId: used, note: '뒤늦은 인수', imageIds: [] })).toMatchObject({
        code: 'INVALID_TRANSITION',
        message: M.notReserved,
      });
      expect(await reports(waitingOrder)).toBe(0);
    });

    it('recordReturn is all or nothing: a photo of another member leaves the rental RESERVED, no report, the photos free', async () => {
      const order = await reserved(16);
      const mine = await uploads(db(), seller!.userId, 1);
      const theirs = await uploads(db(), customer, 1);
      const out = await giveBack(seller, {
        orderId: order,
        note: '반납',
        damageNote: null,
        imageIds: [mine[0], theirs[0]],
      });
      expect(out.code).toBe('INVALID_INPUT');
      expect((await orderRow(db(), order)).state).toBe('RESERVED');
      expect(await reports(order)).toBe(0);
      expect(
        await count(db(), sql`SELECT count(*)::int AS n FROM images WHERE id = ${mine[0]} AND attached_at IS NULL`)
      ).toBe(1);
      expect(
        await count(
          db(),
          sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${order} AND action = 'markReturned'`
        )
      ).toBe(0);
      // A photo already used by another report is refused as well.
      const used = await uploads(db(), seller!.userId, 1);
      expect((await handOver(seller, { orderId: order, note: '인수', imageIds: used })).code).toBeNull();
      expect((await giveBack(seller, { orderId: order, note: '반납', imageIds: used })).code).toBe('INVALID_INPUT');
      expect((await orderRow(db(), order)).state).toBe('RESERVED');
    });

    it('refuses bad input: a note over 500 characters, 11 photos, an empty report', async () => {
      const order = await reserved(18);
      const long = await handOver(seller, { orderId: order, note: '가'.repeat(501), imageIds: [] });
      expect(long.code).toBe('INVALID_INPUT');
      expect(long.details.note).toBe(M.noteTooLong);
      const eleven = await handOver(seller, {
        orderId: order,
        note: '사진',
        imageIds: await uploads(db(), seller!.userId, 11),
      });
      expect(eleven.code).toBe('INVALID_INPUT');
      expect(eleven.details.imageIds).toBe(M.tooManyPhotos);
      const empty = await giveBack(seller, { orderId: order, note: '   ', damageNote: '', imageIds: [] });
      expect(empty.details.note).toBe(M.empty);
      const damage = await giveBack(seller, {
        orderId: order,
        note: '반납',
        damageNote: '나'.repeat(501),
        imageIds: [],
      });
      expect(damage.details.damageNote).toBe(M.damageTooLong);
      expect(await reports(order)).toBe(0);
      expect((await orderRow(db(), order)).state).toBe('RESERVED');
    });

    it("keeps reports to the business: another business's seller, the customer and a visitor cannot record; others cannot read them", async () => {
      const order = await reserved(20);
      const own = await uploads(db(), otherSeller!.userId, 1);
      // Another business's order is answered as a missing one: a seller cannot learn which order ids exist.
      expect((await handOver(otherSeller, { orderId: order, note: '남의 매장', imageIds: own })).code).toBe(
        'NOT_FOUND'
      );
      expect((await giveBack(otherSeller, { orderId: order, note: '남의 매장', imageIds: [] })).code).toBe('NOT_FOUND');
      expect((await handOver({ userId: customer }, { orderId: order, note: '고객', imageIds: [] })).code).toBe(
        'FORBIDDEN'
      );
      expect((await giveBack(null, { orderId: order, note: '방문자', imageIds: [] })).code).toBe('UNAUTHENTICATED');
      expect((await orderRow(db(), order)).state).toBe('RESERVED');
      expect(await reports(order)).toBe(0);
      expect(
        await count(db(), sql`SELECT count(*)::int AS n FROM images WHERE id = ${own[0]} AND attached_at IS NULL`)
      ).toBe(1);

      expect(
        (await handOver(seller, { orderId: order, note: '인수', imageIds: await uploads(db(), seller!.userId, 1) }))
          .code
      ).toBeNull();
      const stranger = await verifiedMember(db());
      expect((await callOrder(db(), { userId: stranger }, CUSTOMER_DETAIL, { id: order })).code).toBe('NOT_FOUND');
      const viaConsole = await callOrder(
        db(),
        otherSeller,
        `query bz_sellerOrder($id: Int!) { sellerOrder(id: $id) { ${REPORT} } }`,
        { id: order }
      );
      expect(viaConsole.code).toBe('NOT_FOUND');
      expect(viaConsole.data).toBeNull();
    });
  }
);
