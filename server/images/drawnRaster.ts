import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import type { DrawnImageSpec } from '../db/schema/images';
import { logger } from '../logger';
import { renderDrawnImage } from './renderDrawnImage';
import { rasteriseSvg } from './rasteriseSvg';
import { UPLOAD_LIMITS, UPLOAD_MIME } from './upload/uploadLimits';

/**
 * Drawn pictures are answered as WebP, like uploads, not as the SVG they are drawn as: a browser
 * builds an SVG document per picture and lays out its text on the main thread (100–160 ms for the
 * 22 pictures of home on a slowed phone, docs/operations.md §11), while a raster decodes off it.
 * Each copy is drawn on the first request for it and kept in the picture's own row (`bytes`,
 * `thumbBytes`), so every instance serves it from the database after that and none draws it twice
 * for long: the drawing is deterministic, so two instances drawing it at once write the same bytes.
 */
export type DrawnRow = {
  id: number;
  width: number;
  height: number;
  drawn: DrawnImageSpec;
  bytes: Buffer | null;
  thumbBytes: Buffer | null;
};

export type DrawnCopy = 'full' | 'thumb';

/** The pixel size of a copy: the drawing's own size (≤ 1600 px a side) or the upload thumbnail's (≤ 480). */
export function drawnCopySize(row: Pick<DrawnRow, 'width' | 'height'>, copy: DrawnCopy) {
  const maxSide = copy === 'thumb' ? UPLOAD_LIMITS.thumbMaxSide : UPLOAD_LIMITS.fullMaxSide;
  const scale = Math.min(1, maxSide / Math.max(row.width, row.height));
  return { width: Math.round(row.width * scale), height: Math.round(row.height * scale) };
}

/** A drawing no larger than a thumbnail has one copy: the full one. */
export function hasThumbCopy(row: Pick<DrawnRow, 'width' | 'height'>): boolean {
  return Math.max(row.width, row.height) > UPLOAD_LIMITS.thumbMaxSide;
}

/**
 * Flat colours and clean lines keep well at a lower quality than a photo: a 480 px copy is ~10 KB at
 * 60 against ~13 KB at the uploads' 78, with no visible change; the higher effort costs a few ms once.
 */
const DRAWN_WEBP = { quality: 60, effort: 6 } as const;

async function draw(row: DrawnRow, copy: DrawnCopy): Promise<{ webp: Buffer; width: number; height: number }> {
  const size = drawnCopySize(row, copy);
  const png = rasteriseSvg(renderDrawnImage(row.drawn, row.width, row.height), size.width);
  const webp = await sharp(png).webp(DRAWN_WEBP).toBuffer();
  return { webp, ...size };
}

/** Keeps a drawn copy unless one is already there (another instance, or a request racing this one). */
async function keep(db: Db, row: DrawnRow, copy: DrawnCopy, drawn: Awaited<ReturnType<typeof draw>>) {
  if (copy === 'full') {
    await db
      .update(images)
      .set({ bytes: drawn.webp, mimeType: UPLOAD_MIME })
      .where(and(eq(images.id, row.id), isNull(images.bytes)));
  } else {
    await db
      .update(images)
      .set({ thumbBytes: drawn.webp, thumbWidth: drawn.width, thumbHeight: drawn.height })
      .where(and(eq(images.id, row.id), isNull(images.thumbBytes)));
  }
}

async function drawAndKeep(db: Db, row: DrawnRow, copy: DrawnCopy): Promise<Buffer> {
  const drawn = await draw(row, copy);
  try {
    await keep(db, row, copy, drawn);
  } catch (error) {
    // The picture is still answered; the next request draws it again.
    logger.warn('image.drawn.keep_failed', {
      imageId: row.id,
      copy,
      message: error instanceof Error ? error.message : String(error),
    });
  }
  return drawn.webp;
}

/**
 * Requests for a copy not kept yet share one drawing in this process (a page shows the same picture
 * in several places, and a crowd opens a new model's page at once).
 */
const drawing = new Map<string, Promise<Buffer>>();

/** The WebP bytes of one copy of a drawn picture: the kept copy, or drawn now and kept. */
export function drawnCopyBytes(db: Db, row: DrawnRow, copy: DrawnCopy): Promise<Buffer> {
  const kept = copy === 'thumb' ? row.thumbBytes : row.bytes;
  if (kept) return Promise.resolve(kept);
  const key = `${row.id}:${copy}`;
  const pending = drawing.get(key);
  if (pending) return pending;
  const started = drawAndKeep(db, row, copy).finally(() => drawing.delete(key));
  drawing.set(key, started);
  return started;
}
