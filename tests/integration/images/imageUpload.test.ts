import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { images } from '@/server/db/schema';
import { serveImage } from '@/server/http/imageHandler';
import { UPLOAD_MESSAGES } from '@/server/images/upload/uploadLimits';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  bombPng,
  GIF_JS_POLYGLOT,
  heifContainer,
  gpsRotatedJpeg,
  polyglotJpeg,
  SCRIPT_SVG,
  splitJpeg,
  truncatedJpeg,
} from './uploadFixtures';
import { member, upload, uploadHandler, uploadsOf } from './uploadHarness';

// POST /app/v4/images end to end through the handler: what is stored, what is served, what is refused.

/** The photo as its uploader sees it (until something public uses it, nobody else does: photoAccess.test.ts). */
async function served(db: Parameters<typeof serveImage>[0], id: number, width?: string) {
  const [row] = await db.select({ ownerId: images.ownerId }).from(images).where(eq(images.id, id));
  const answer = await serveImage(db, String(id), width, async () => ({ userId: row.ownerId!, businessId: null }));
  return { ...answer, bytes: answer.body as Buffer };
}

/** The colour at (x, y) of a picture, as [r, g, b]. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

const isRed = ([r, g, b]: number[]) => r > 150 && g < 90 && b < 110;
const isBlue = ([r, g, b]: number[]) => r < 90 && b > 150 && g < 160;

describe.each(testDbKinds())('image upload on %s', (kind) => {
  const db = useTestDb(kind);

  it('stores a phone photo upright, without its EXIF (GPS), as WebP in two sizes', async () => {
    const me = await member(db());
    const original = await gpsRotatedJpeg(1200, 800);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await upload(uploadHandler(db), original, { token: me.token });
    expect(answer.status).toBe(201);
    const id = answer.body.id as number;
    // Orientation 6: the 1200×800 sensor picture is shown 800 wide and 1200 high.
    expect(answer.body).toEqual({
      id,
      url: `/app/v4/images/${id}`,
      thumbUrl: `/app/v4/images/${id}?w=480`,
      width: 800,
      height: 1200,
    });
    expect(answer.headers.get('location')).toBe(`/app/v4/images/${id}`);

    const [row] = await uploadsOf(db(), me.userId);
    expect(row).toMatchObject({
      id,
      kind: 'UPLOAD',
      ownerId: me.userId,
      attachedAt: null,
      mimeType: 'image/webp',
      alt: '회원이 올린 사진',
      width: 800,
      height: 1200,
      thumbWidth: 320,
      thumbHeight: 480,
    });
    expect(row.byteSize).toBe(row.bytes!.length + row.thumbBytes!.length);

    const full = await served(db(), id);
    expect(full.status).toBe(200);
    expect(full.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(full.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const meta = await sharp(full.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(full.bytes.includes(Buffer.from('RideCam'))).toBe(false);
    expect(full.bytes.includes(Buffer.from('GPS'))).toBe(false);
    // The left half was red: turned a quarter clockwise, red is now on top and blue below.
    expect(isRed(await pixel(full.bytes, 400, 100))).toBe(true);
    expect(isBlue(await pixel(full.bytes, 400, 1100))).toBe(true);
  });

  it('serves the thumbnail for ?w= up to its width and the full picture past it', async () => {
    const me = await member(db());
    const answer = await upload(uploadHandler(db), await splitJpeg(3000, 2000), { token: me.token });
    expect(answer.body).toMatchObject({ width: 1600, height: 1067 });
    const id = answer.body.id as number;
    const sizes = async (w?: string) =>
      sharp((await served(db(), id, w)).bytes)
        .metadata()
        .then((m) => [m.width, m.height]);
    expect(await sizes('480')).toEqual([480, 320]);
    expect(await sizes('120')).toEqual([480, 320]);
    expect(await sizes('481')).toEqual([1600, 1067]);
    expect(await sizes()).toEqual([1600, 1067]);
    expect(await sizes('abc')).toEqual([1600, 1067]);
  });

  it('keeps a small picture at its own size (never enlarged) and takes PNG and WebP too', async () => {
    const me = await member(db());
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#00aa00' } })
      .webp()
      .toBuffer();
    for (const [bytes, size] of [
      [png, [300, 200]],
      [webp, [200, 300]],
    ] as const) {
      const answer = await upload(uploadHandler(db), bytes, {
        token: me.token,
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(answer.status).toBe(201);
      expect([answer.body.width, answer.body.height]).toEqual(size);
      const [row] = (await uploadsOf(db(), me.userId)).filter((r) => r.id === answer.body.id);
      expect([row.thumbWidth, row.thumbHeight]).toEqual(size);
    }
  });

  it('re-encodes a JPEG with a script appended: the payload is gone from what is stored', async () => {
    const me = await member(db());
    const answer = await upload(uploadHandler(db), await polyglotJpeg(), {
      token: me.token,
      headers: { 'content-type': 'text/html' },
    });
    expect(answer.status).toBe(201);
    const [row] = await uploadsOf(db(), me.userId);
    for (const bytes of [row.bytes!, row.thumbBytes!]) {
      expect(bytes.includes(Buffer.from('<script'))).toBe(false);
      expect(bytes.includes(Buffer.from('<html'))).toBe(false);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    }
    const full = await served(db(), row.id);
    expect(full.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['an SVG with a script', SCRIPT_SVG, UPLOAD_MESSAGES.svg],
    ['a GIF/JS polyglot', GIF_JS_POLYGLOT, UPLOAD_MESSAGES.unsupported],
    [
      'an HTML page sent as image/jpeg',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      UPLOAD_MESSAGES.notImage,
    ],
    ['an empty body', Buffer.alloc(0), UPLOAD_MESSAGES.empty],
  ])('refuses %s with a Korean reason and stores nothing', async (_label, bytes, message) => {
    const me = await member(db());
    const answer = await upload(uploadHandler(db), bytes, { token: me.token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'INVALID_INPUT', message });
    expect(await uploadsOf(db(), me.userId)).toHaveLength(0);
  });

  it('refuses a truncated JPEG as damaged', async () => {
    const me = await member(db());
    const answer = await upload(uploadHandler(db), await truncatedJpeg(), { token: me.token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'INVALID_INPUT', message: UPLOAD_MESSAGES.damaged });
    expect(await uploadsOf(db(), me.userId)).toHaveLength(0);
  });

  it('refuses a PNG signature over a JPEG body (the decoder must agree with the sniffed type)', async () => {
    const me = await member(db());
    const jpeg = await splitJpeg(64, 64);
    const forged = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    const answer = await upload(uploadHandler(db), forged, { token: me.token });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_INPUT');
  });

  it('refuses a decompression bomb (a 50 KB PNG of 20000×20000 pixels) before decoding it', async () => {
    const me = await member(db());
    const bomb = bombPng(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const answer = await upload(uploadHandler(db), bomb, { token: me.token, headers: { 'content-type': 'image/png' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'INVALID_INPUT', message: UPLOAD_MESSAGES.tooManyPixels });
    // Just over the limit (7000² = 49 MP) is refused as well; 6000² = 36 MP is taken.
    expect((await upload(uploadHandler(db), bombPng(7_000), { token: me.token })).status).toBe(400);
    expect((await upload(uploadHandler(db), bombPng(6_000), { token: me.token })).status).toBe(201);
  });

  it('takes a HEIF container down the HEIC path: a bomb in its header is refused before decoding, an unreadable one as damaged', async () => {
    const me = await member(db());
    // libheif prints its own decoding failure; the answer below is what counts.
    const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const bomb = await upload(uploadHandler(db), await heifContainer(20_000), {
      token: me.token,
      headers: { 'content-type': 'image/heic' },
    });
    expect(bomb).toMatchObject({
      status: 400,
      body: { code: 'INVALID_INPUT', message: UPLOAD_MESSAGES.tooManyPixels },
    });
    // AV1 inside (libheif-js reads HEVC only): refused, never stored as it came.
    const unreadable = await upload(uploadHandler(db), await heifContainer(), {
      token: me.token,
      headers: { 'content-type': 'image/heic' },
    });
    quiet.mockRestore();
    expect(unreadable).toMatchObject({
      status: 400,
      body: { code: 'INVALID_INPUT', message: UPLOAD_MESSAGES.damaged },
    });
    expect(await uploadsOf(db(), me.userId)).toHaveLength(0);
  });
});
