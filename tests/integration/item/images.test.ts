import { testDbKinds, useTestDb } from '../../support/testDb';
import { images } from '@/server/db/schema';
import { serveImage } from '@/server/http/imageHandler';
import { verifiedMember } from '../../support/checkoutFixture';

describe.each(testDbKinds())('image pipeline on %s', (kind) => {
  const db = useTestDb(kind);
  let drawnId: number;
  let uploadId: number;
  let ownerId: number;

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

  it('draws a picture as an isolated, cacheable SVG with the model name escaped', async () => {
    const answer = await serveImage(db(), String(drawnId));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(String(answer.body)).toContain('<svg');
    expect(String(answer.body)).toContain('C Line &lt;Explore&gt;');
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
