import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { renderDrawnOgPng, renderPhotoOgPng } from '../images/renderOgImage';
import type { ImageResponse } from './imageHandler';

const notFound: ImageResponse = {
  status: 404,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ code: 'NOT_FOUND', message: '이미지를 찾을 수 없어요.' }),
};

/**
 * Rendered PNGs of the most recently asked images. An image row never changes, so a render can be
 * reused as is; the bound keeps memory flat (about 60 KB per picture) when a crawler walks every model.
 */
const MAX_CACHED = 64;
const rendered = new Map<number, Buffer>();

function remember(id: number, png: Buffer): Buffer {
  if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value as number);
  rendered.set(id, png);
  return png;
}

async function renderFor(db: Db, id: number): Promise<Buffer | null> {
  const cached = rendered.get(id);
  if (cached) return cached;
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  if (!row) return null;
  if (row.kind === 'DRAWN' && row.drawn) return remember(id, renderDrawnOgPng(row.drawn));
  if (row.bytes && row.mimeType) {
    const png = renderPhotoOgPng(row.bytes, row.mimeType);
    return png ? remember(id, png) : null;
  }
  return null;
}

/** GET /app/v4/images/{id}/og.png: the 1200×630 link-preview picture of a stored image. */
export async function serveOgImage(db: Db, rawId: string): Promise<ImageResponse> {
  if (!/^\d{1,9}$/.test(rawId)) return notFound;
  const png = await renderFor(db, Number(rawId));
  if (!png) return notFound;
  return {
    status: 200,
    headers: {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
    body: png,
  };
}
