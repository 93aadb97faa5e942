import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '@/server/db/client';
import { communityPostImages, communityPosts, images } from '@/server/db/schema';
import { serveImage } from '@/server/http/imageHandler';
import { serveOgImage } from '@/server/http/ogImageHandler';
import type { PhotoViewer } from '@/server/images/photoAccess';
import { setPaymentProviderOverride } from '@/server/payments/providers';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { sandbox, seedCheckoutFixture, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { callOrder, paidRental, sellerOf, type Caller } from '../sellerOrders/sellerHarness';
import { at, insertPost } from '../community/searchHarness';

const ACCEPT = `mutation bz_sellerOrderAction($orderId: Int!) { sellerOrderAction(orderId: $orderId, action: ACCEPT) { id state } }`;
const HAND_OVER = `mutation bz_recordHandOver($orderId: Int!, $note: String, $imageIds: [Int!]!) {
  recordHandOver(orderId: $orderId, note: $note, imageIds: $imageIds) { order { id } } }`;

async function upload(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .insert(images)
    .values({
      kind: 'UPLOAD',
      width: 2,
      height: 2,
      alt: '회원이 올린 사진',
      mimeType: 'image/webp',
      bytes: Buffer.from([1, 2, 3]),
      byteSize: 3,
      ownerId,
    })
    .returning({ id: images.id });
  return row.id;
}

/** A PNG upload (og.png renders PNG and JPEG photos), as an old import or a hand-made row holds one. */
async function pngUpload(db: Db, ownerId: number): Promise<number> {
  const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#1b64da' } })
    .png()
    .toBuffer();
  const [row] = await db
    .insert(images)
    .values({
      kind: 'UPLOAD',
      width: 4,
      height: 4,
      alt: '회원이 올린 사진',
      mimeType: 'image/png',
      bytes,
      byteSize: bytes.length,
      ownerId,
    })
    .returning({ id: images.id });
  return row.id;
}

async function reviewPhoto(db: Db, f: CheckoutFixture, ownerId: number, imageId: number): Promise<void> {
  const [review] = (
    (await db.execute(sql`
    INSERT INTO reviews (item_id, user_id, rating, content) VALUES (${f.rental.itemId}, ${ownerId}, 5, '타이어 상태도 좋고 친절했어요. 다음에도 빌릴게요.')
    RETURNING id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  await db.execute(sql`INSERT INTO review_images (review_id, image_id) VALUES (${review.id}, ${imageId})`);
}

async function postPhoto(db: Db, ownerId: number, imageId: number): Promise<number> {
  const postId = await insertPost(db, { userId: ownerId, title: '사진 있는 글', createdAt: at(0) });
  await db.insert(communityPostImages).values({ postId, imageId, sortOrder: 0 });
  return postId;
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
    seller = (await sellerOf(db(), await verifiedMember(db()), f.businessId))!;
    otherSeller = (await sellerOf(db(), await verifiedMember(db()), other.businessId))!;
    customer = await verifiedMember(db());
    stranger = await verifiedMember(db());
  });

  const status = async (id: number, viewer: PhotoViewer) =>
    (await serveImage(db(), String(id), undefined, as(viewer))).status;

  it('a photo not used yet is shown to the member who uploaded it only, and never from a shared cache', async () => {
    const id = await upload(db(), customer);
    const own = await serveImage(db(), String(id), undefined, as({ userId: customer, businessId: null }));
    expect(own.status).toBe(200);
    // Never kept on the device either: on a shared phone the next person must not find it in the cache.
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(await status(id, { userId: stranger, businessId: null })).toBe(404);
    expect(await status(id, null)).toBe(404);
  });

  it("a hand-over photo is shown to the rental's customer and its business's sellers, to no other seller or member", async () => {
    const order = await paidRental(db(), sandbox(db()), f, customer, 4);
    expect((await callOrder(db(), seller, ACCEPT, { orderId: order })).code).toBeNull();
    const photo = await upload(db(), seller.userId);
    expect(
      (await callOrder(db(), seller, HAND_OVER, { orderId: order, note: '프레임 상태 양호', imageIds: [photo] })).code
    ).toBeNull();
    const colleague = await sellerOf(db(), await verifiedMember(db()), f.businessId);
    expect(await status(photo, { userId: customer, businessId: null })).toBe(200);
    const forCustomer = await serveImage(db(), String(photo), undefined, as({ userId: customer, businessId: null }));
    expect(forCustomer.headers['cache-control']).toBe('private, no-store');
    expect(await status(photo, { userId: seller.userId, businessId: f.businessId })).toBe(200);
    expect(await status(photo, { userId: colleague!.userId, businessId: f.businessId })).toBe(200);
    expect(await status(photo, { userId: otherSeller.userId, businessId: otherSeller.businessId ?? null })).toBe(404);
    expect(await status(photo, { userId: stranger, businessId: null })).toBe(404);
    expect(await status(photo, null)).toBe(404);
  });

  it('a review photo is public and cacheable by anyone', async () => {
    const id = await upload(db(), customer);
    await reviewPhoto(db(), f, customer, id);
    const answer = await serveImage(db(), String(id));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("a post's photo is public only while the post is shown, and kept by caches for a minute, not a year", async () => {
    const id = await upload(db(), customer);
    const postId = await postPhoto(db(), customer, id);
    const shown = await serveImage(db(), String(id));
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=60');
    await db().update(communityPosts).set({ hiddenAt: new Date() }).where(eq(communityPosts.id, postId));
    expect(await status(id, null)).toBe(404);
    expect(await status(id, { userId: stranger, businessId: null })).toBe(404);
  });

  it("og.png renders only what the image route shows everyone: not a private upload, not a hidden post's photo", async () => {
    const unused = await pngUpload(db(), customer);
    const reviewed = await pngUpload(db(), customer);
    await reviewPhoto(db(), f, customer, reviewed);
    const posted = await pngUpload(db(), customer);
    const postId = await postPhoto(db(), customer, posted);

    expect((await serveOgImage(db(), String(unused))).status).toBe(404);
    const review = await serveOgImage(db(), String(reviewed));
    expect([review.status, review.headers['content-type'], review.headers['cache-control']]).toEqual([
      200,
      'image/png',
      'public, max-age=31536000, immutable',
    ]);
    const post = await serveOgImage(db(), String(posted));
    expect([post.status, post.headers['cache-control']]).toEqual([200, 'public, max-age=60']);
    // Rendered once already: hiding the post must still take the picture down.
    await db().update(communityPosts).set({ hiddenAt: new Date() }).where(eq(communityPosts.id, postId));
    expect((await serveOgImage(db(), String(posted))).status).toBe(404);
  });
});
