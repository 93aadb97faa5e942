import { testDbKinds, useTestDb } from '../../support/testDb';
import { images } from '@/server/db/schema';
import { serveOgImage } from '@/server/http/ogImageHandler';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(testDbKinds())('link-preview image on %s', (kind) => {
  const db = useTestDb(kind);
  let drawnId: number;

  beforeAll(async () => {
    const [row] = await db()
      .insert(images)
      .values({
        kind: 'DRAWN',
        width: 600,
        height: 600,
        alt: '브롬톤 C Line',
        drawn: { silhouette: 'folding', color: '#111111', label: 'C Line Explore', sublabel: '브롬톤 · 접이식' },
      })
      .returning({ id: images.id });
    drawnId = row.id;
  });

  it('renders a drawn picture as a 1200×630 PNG, cacheable forever', async () => {
    const answer = await serveOgImage(db(), String(drawnId));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(answer.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await serveOgImage(db(), '999999')).status).toBe(404);
    expect((await serveOgImage(db(), '12abc')).status).toBe(404);
  });
});
