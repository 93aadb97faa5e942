import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { images } from '@/server/db/schema';
import { serveImage } from '@/server/http/imageHandler';
import { verifiedMember } from '../../support/checkoutFixture';

describe.each(testDbKinds())('image pipeline on %s', (kind) => {
  const db = useTestDb(kind);
  let drawnId: number;
  let uploadId: number;
  let ownerId: number;

  async function drawing(width: number, height: number): Promise<{ id: number }> {
    const spec = { silhouette: 'road', color: '#e5484d', label: '겨울 준비' };
    const [row] = await db()
      .insert(images)
      .values({ kind: 'DRAWN', width, height, alt: spec.label, drawn: spec })
      .returning({ id: images.id });
    return row;
  }

  beforeAll(async () => {
    ownerId = await verifiedMember(db());
    const [drawn, upload] = await db()
      .insert(images)
      .values([
        {
          kind: 'DRAWN',
          width: 600,
          height: 600,
          alt: '브롬톤 C Line',
          drawn: { silhouette: 'folding', color: '#1b64da', label: 'C Line <Explore>', sublabel: '브롬톤' },
        },
        {
          kind: 'UPLOAD',
          width: 2,
          height: 2,
          alt: '리뷰 사진',
          mimeType: 'image/png',
          bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
          ownerId,
        },
      ])
      .returning({ id: images.id });
    drawnId = drawn.id;
    uploadId = upload.id;
  });

  it('answers a drawn picture as a cacheable WebP at its own size, and at 480 px for ?w=480', async () => {
    const full = await serveImage(db(), String(drawnId));
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['content-security-policy']).toContain("default-src 'none'");
    expect(full.headers['cache-control']).toContain('immutable');
    expect(await sharp(full.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });

    const thumb = await serveImage(db(), String(drawnId), '480');
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
    // Wider than the thumbnail, or not a width at all: the full copy.
    for (const width of ['481', '9999', 'abc']) {
      expect(Buffer.compare((await serveImage(db(), String(drawnId), width)).body as Buffer, full.body as Buffer)).toBe(
        0
      );
    }
  });

  it('keeps each drawn copy in its row, so later requests are answered from the database', async () => {
    const full = await serveImage(db(), String(drawnId));
    const first = await serveImage(db(), String(drawnId), '480');
    const [row] = await db().select().from(images).where(eq(images.id, drawnId));
    expect(row.bytes).not.toBeNull();
    expect(row.thumbBytes).not.toBeNull();
    expect(row.thumbWidth).toBe(480);
    expect(row.mimeType).toBe('image/webp');
    expect(Buffer.compare(row.bytes!, full.body as Buffer)).toBe(0);
    expect(Buffer.compare(row.thumbBytes!, first.body as Buffer)).toBe(0);
  });

  it('draws the same copy once for a crowd of first requests, and keeps that copy', async () => {
    const fresh = await drawing(1200, 630);
    const answers = await Promise.all(Array.from({ length: 8 }, () => serveImage(db(), String(fresh.id), '480')));
    const [row] = await db().select().from(images).where(eq(images.id, fresh.id));
    expect(row.bytes).toBeNull();
    expect(await sharp(row.thumbBytes!).metadata()).toMatchObject({ width: 480, height: 252 });
    for (const answer of answers) expect(Buffer.compare(answer.body as Buffer, row.thumbBytes!)).toBe(0);
  });

  it('gives a drawing no larger than a thumbnail one copy, whatever width is asked', async () => {
    const small = await drawing(112, 112);
    const answer = await serveImage(db(), String(small.id), '480');
    expect(await sharp(answer.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 112 });
    const [row] = await db().select().from(images).where(eq(images.id, small.id));
    expect(row.thumbBytes).toBeNull();
    expect(row.bytes).not.toBeNull();
  });

  it('serves an uploaded photo with its stored type (to its owner: it is in nothing public yet)', async () => {
    const answer = await serveImage(db(), String(uploadId), undefined, async () => ({
      userId: ownerId,
      businessId: null,
    }));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(Buffer.isBuffer(answer.body)).toBe(true);
    expect([...(answer.body as Buffer)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '1;DROP TABLE images', '', '12345678901']) {
      const answer = await serveImage(db(), id);
      expect(answer.status).toBe(404);
      expect(JSON.parse(String(answer.body)).code).toBe('NOT_FOUND');
    }
  });
});
