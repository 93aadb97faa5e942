import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { images } from '@/server/db/schema';
import { serveImage } from '@/server/http/imageHandler';
import type { PhotoViewer } from '@/server/images/photoAccess';
import { setPaymentProviderOverride } from '@/server/payments/providers';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { sandbox, seedCheckoutFixture, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { callOrder, paidRental, sellerOf, type Caller } from '../sellerOrders/sellerHarness';

const ACCEPT = `mutation bz_sellerOrderAction($orderId: Int!) { sellerOrderAction(orderId: $orderId, action: ACCEPT) { id state } }`;
const HAND_OVER = `mutation bz_recordHandOver($orderId: Int!, $note: String, $imageIds: [Int!]!) {
  recordHandOver(orderId: $orderId, note: $note, imageIds: $imageIds) { order { id } } }`;

async function upload(db: Db, ownerId: number): Promise<number> {
  const [row] = await db.insert(images).values({
    kind: 'UPLOAD', width: 2, height: 2, alt: '회원이 올린 사진', mimeType: 'image/webp', bytes: Buffer.from([1, 2, 3]), byteSize: 3, ownerId,
  }).returning({ id: images.id });
  return row.id;
}

const as = (viewer: PhotoViewer) => async () => viewer;

// Issue 17: uploaded photos are served by sequential id, so the route itself decides who sees what.
describe.each(testDbKinds())('who may see an uploaded photo on %s', (kind) => {
  const db = useTestDb(kind);
  beforeAll(() => setPaymentProviderOverride((d) => sandbox(d)));
  afterAll(() => setPaymentProviderOverride(null));

  let f: CheckoutFixture;
  let seller: NonNullable<Caller>;
  let otherSeller: NonNullable<Caller>;
  let customer: number;
  let stranger: number;
  beforeAll(async () => {
    f = await seedCheckoutFixture(db(), { units: 5 });
    const other = await seedCheckoutFixture(db());
    seller = (await sellerOf(db(), await verifiedMember(db()), f.storeId))!;
    otherSeller = (await sellerOf(db(), await verifiedMember(db()), other.storeId))!;
    customer = await verifiedMember(db());
    stranger = await verifiedMember(db());
  });

  const status = async (id: number, viewer: PhotoViewer) => (await serveImage(db(), String(id), undefined, as(viewer))).status;

  it('a photo not used yet is shown to the member who uploaded it only, and never from a shared cache', async () => {
    const id = await upload(db(), customer);
    const own = await serveImage(db(), String(id), undefined, as({ userId: customer, businessId: null }));
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=86400');
    expect(await status(id, { userId: stranger, businessId: null })).toBe(404);
    expect(await status(id, null)).toBe(404);
  });

  it('a hand-over photo is shown to the rental\'s customer and its store\'s sellers, to no other seller or member', async () => {
    const order = await paidRental(db(), sandbox(db()), f, customer, 4);
    expect((await callOrder(db(), seller, ACCEPT, { orderId: order })).code).toBeNull();
    const photo = await upload(db(), seller.userId);
    expect((await callOrder(db(), seller, HAND_OVER, { orderId: order, note: '프레임 상태 양호', imageIds: [photo] })).code).toBeNull();
    const colleague = await sellerOf(db(), await verifiedMember(db()), f.storeId);
    expect(await status(photo, { userId: customer, businessId: null })).toBe(200);
    expect(await status(photo, { userId: seller.userId, businessId: f.storeId })).toBe(200);
    expect(await status(photo, { userId: colleague!.userId, businessId: f.storeId })).toBe(200);
    expect(await status(photo, { userId: otherSeller.userId, businessId: otherSeller.businessId ?? null })).toBe(404);
    expect(await status(photo, { userId: stranger, businessId: null })).toBe(404);
    expect(await status(photo, null)).toBe(404);
  });

  it('a review photo is public and cacheable by anyone', async () => {
    const id = await upload(db(), customer);
    const [review] = (await db().execute(sql`
      INSERT INTO reviews (item_id, user_id, rating, content) VALUES (${f.rental.itemId}, ${customer}, 5, '타이어 상태도 좋고 친절했어요. 다음에도 빌릴게요.')
      RETURNING id`) as unknown as { rows: { id: number }[] }).rows;
    await db().execute(sql`INSERT INTO review_images (review_id, image_id) VALUES (${review.id}, ${id})`);
    const answer = await serveImage(db(), String(id));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
