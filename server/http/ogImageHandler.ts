import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { renderDrawnOgPng, renderPhotoOgPng } from '../images/renderOgImage';
import { publicUploadCache, type ImageResponse } from './imageHandler';
import { forgetEverywhere, registerForgetter } from '../cluster/cacheBus';

const notFound: ImageResponse = {
  status: 404,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ code: 'NOT_FOUND', message: '이미지를 찾을 수 없어요.' }),
};

/**
 * Rendered PNGs of the most recently asked images. An image's picture never changes, so a render can be
 * reused as is; the bound keeps memory flat (about 60 KB per picture) when a crawler walks every model.
 * Whether an uploaded photo may still be shown is asked on every request, kept render or not.
 */
const MAX_CACHED = 64;
type Rendered = { png: Buffer; upload: boolean };
const rendered = new Map<number, Rendered>();

function remember(id: number, entry: Rendered): Rendered {
  if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value as number);
  rendered.set(id, entry);
  return entry;
}

/**
 * Forgets a stored image's kept render here and in every instance, and its share picture and photo
 * in the shared HTTP cache (server/cluster/sharedPaths.ts): a post taken down or edited must not
 * keep its photo in link previews until the cache's lifetime runs out.
 */
export function forgetOgImage(imageId: number): void {
  forgetEverywhere('ogImages', null, String(imageId));
}

registerForgetter('ogImages', (_db, key) => {
  if (key === null) rendered.clear();
  else rendered.delete(Number(key));
});

async function renderFor(db: Db, id: number): Promise<Rendered | null> {
  const cached = rendered.get(id);
  if (cached) return cached;
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  if (!row) return null;
  if (row.kind === 'DRAWN' && row.drawn) return remember(id, { png: renderDrawnOgPng(row.drawn), upload: false });
  if (row.bytes && row.mimeType) {
    const png = renderPhotoOgPng(row.bytes, row.mimeType);
    return png ? remember(id, { png, upload: row.kind !== 'DRAWN' }) : null;
  }
  return null;
}

/**
 * GET /app/v4/images/{id}/og.png: the 1200×630 link-preview picture of a stored image. A link preview
 * is for everyone, so an upload is rendered only while the image route shows it to everyone (a review
 * photo, a shown post's photo) and cached as long; a private photo is the same 404 as a missing id.
 */
export async function serveOgImage(db: Db, rawId: string): Promise<ImageResponse> {
  if (!/^\d{1,9}$/.test(rawId)) return notFound;
  const id = Number(rawId);
  const picture = await renderFor(db, id);
  if (!picture) return notFound;
  const control = picture.upload ? await publicUploadCache(db, id) : 'public, max-age=31536000, immutable';
  if (!control) return notFound;
  return {
    status: 200,
    headers: { 'content-type': 'image/png', 'cache-control': control, 'x-content-type-options': 'nosniff' },
    body: picture.png,
  };
}
