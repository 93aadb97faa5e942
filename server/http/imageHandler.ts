import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { renderDrawnImage } from '../images/renderDrawnImage';

export type ImageResponse = { status: number; headers: Record<string, string>; body: string | Buffer };

const notFound: ImageResponse = {
  status: 404,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ code: 'NOT_FOUND', message: '이미지를 찾을 수 없어요.' }),
};

/**
 * One pipeline for drawn pictures and uploaded photos. An image row never changes once written
 * (a new upload is a new id), so answers are cacheable forever.
 */
export async function serveImage(db: Db, rawId: string): Promise<ImageResponse> {
  if (!/^\d{1,9}$/.test(rawId)) return notFound;
  const [row] = await db.select().from(images).where(eq(images.id, Number(rawId))).limit(1);
  if (!row) return notFound;
  const cache = { 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' };
  if (row.kind === 'DRAWN' && row.drawn) {
    return {
      status: 200,
      headers: {
        ...cache,
        'content-type': 'image/svg+xml; charset=utf-8',
        // A drawn SVG is ours, but it is still served as an isolated document: no scripts, no embedding.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
      body: renderDrawnImage(row.drawn, row.width, row.height),
    };
  }
  if (row.bytes && row.mimeType) {
    return { status: 200, headers: { ...cache, 'content-type': row.mimeType }, body: row.bytes };
  }
  return notFound;
}
