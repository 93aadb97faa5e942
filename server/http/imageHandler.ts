import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { drawnCopyBytes, drawnCopySize, hasThumbCopy } from '../images/drawnRaster';
import { mayViewPrivateUpload, publicUploadUse, type PhotoViewer } from '../images/photoAccess';

export type ImageResponse = { status: number; headers: Record<string, string>; body: string | Buffer };

const notFound: ImageResponse = {
  status: 404,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ code: 'NOT_FOUND', message: '이미지를 찾을 수 없어요.' }),
};

/**
 * Raster types a stored photo may be answered as. Uploads are always our own WebP re-encode
 * (server/images/upload); anything else in a row (a hand-made fixture, an old import) is refused
 * rather than served under a type a browser might run as a document.
 */
const SERVABLE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png']);

/**
 * A photo is served as a picture and nothing else: no sniffing, and if someone opens it as a
 * page, it may load nothing and run nothing.
 */
const PHOTO_HEADERS = { 'content-security-policy': "default-src 'none'; sandbox" };

/** `?w=` asks for a width; up to the thumbnail's, the thumbnail is enough. Anything else: the full picture. */
function wantsThumb(rawWidth: string | undefined, thumbWidth: number | null): boolean {
  if (!rawWidth || thumbWidth === null || !/^\d{1,5}$/.test(rawWidth)) return false;
  return Number(rawWidth) <= thumbWidth;
}

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/**
 * A post's photo is public only while the post is shown: once it is deleted or hidden after reports
 * the photo is a 404, so browsers and shared caches may keep a copy for a minute, not a year.
 */
const POST_PHOTO_CACHE = 'public, max-age=60';
/**
 * A private photo (a hand-over or return record, an upload not used yet) is kept by no cache, not
 * even the viewer's own browser: on a shared phone the next person must not find it there.
 */
const PRIVATE_CACHE = 'private, no-store';

/** How long everyone may keep an uploaded photo, or null when it is not public (see photoAccess). */
export async function publicUploadCache(db: Db, id: number): Promise<string | null> {
  const use = await publicUploadUse(db, id);
  // A listing's photo, like a post's, turns private again when the listing is taken down.
  return use === 'REVIEW' ? PUBLIC_CACHE : use === 'POST' || use === 'ITEM' ? POST_PHOTO_CACHE : null;
}

/**
 * Who may see an upload decides how it is cached: public uploads by everyone; any other upload is
 * answered only to those photoAccess allows (the same 404 as a missing id to anyone else), and the
 * viewer is resolved only then, so public pictures never cost a session lookup.
 */
async function uploadCache(db: Db, id: number, viewer: () => Promise<PhotoViewer>): Promise<string | null> {
  const control = await publicUploadCache(db, id);
  if (control) return control;
  return (await mayViewPrivateUpload(db, id, await viewer())) ? PRIVATE_CACHE : null;
}

const nobody = async (): Promise<PhotoViewer> => null;

/**
 * One pipeline for drawn pictures and uploaded photos, both answered as WebP (a drawn picture's
 * copies are drawn on first request and kept: server/images/drawnRaster.ts). An image's picture
 * never changes once written (a new upload is a new id), so drawn pictures and review photos are
 * cacheable forever; a post's photos for a minute (the post can be taken down). `viewer` resolves
 * who asks, for private uploads (a visitor when left out).
 */
export async function serveImage(
  db: Db,
  rawId: string,
  rawWidth?: string,
  viewer: () => Promise<PhotoViewer> = nobody
): Promise<ImageResponse> {
  if (!/^\d{1,9}$/.test(rawId)) return notFound;
  const [row] = await db
    .select()
    .from(images)
    .where(eq(images.id, Number(rawId)))
    .limit(1);
  if (!row) return notFound;
  const cache = { 'cache-control': PUBLIC_CACHE, 'x-content-type-options': 'nosniff' };
  if (row.kind === 'DRAWN' && row.drawn) {
    const drawnRow = { ...row, drawn: row.drawn };
    const thumb = hasThumbCopy(row) && wantsThumb(rawWidth, drawnCopySize(row, 'thumb').width);
    const body = await drawnCopyBytes(db, drawnRow, thumb ? 'thumb' : 'full');
    return { status: 200, headers: { ...cache, ...PHOTO_HEADERS, 'content-type': 'image/webp' }, body };
  }
  if (row.bytes && row.mimeType && SERVABLE_TYPES.has(row.mimeType)) {
    if (row.kind === 'UPLOAD') {
      const control = await uploadCache(db, row.id, viewer);
      if (!control) return notFound;
      cache['cache-control'] = control;
    }
    const thumb = row.thumbBytes && wantsThumb(rawWidth, row.thumbWidth);
    const body = thumb && row.thumbBytes ? row.thumbBytes : row.bytes;
    return { status: 200, headers: { ...cache, ...PHOTO_HEADERS, 'content-type': row.mimeType }, body };
  }
  return notFound;
}
