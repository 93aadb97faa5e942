import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, customType } from 'drizzle-orm/pg-core';
import { imageKind } from './enums';

// node-postgres answers bytea as a Buffer, PGlite as a Uint8Array: one type for the rest of the code.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What the SVG renderer needs to draw a product picture deterministically. */
export type DrawnImageSpec = { silhouette: string; color: string; label: string; sublabel?: string };

/**
 * One table for drawn pictures and uploaded photos, so every picture is served by the same
 * pipeline (/app/v4/images/{id}) whatever its origin.
 */
export const images = pgTable(
  'images',
  {
    id: serial().primaryKey(),
    kind: imageKind().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    alt: text().notNull(),
    drawn: jsonb().$type<DrawnImageSpec>(),
    mimeType: text(),
    /**
     * The full-size WebP (longest side ≤ 1600 px): an upload's re-encode, or a drawn picture's copy,
     * drawn on its first request and kept (server/images/drawnRaster.ts).
     */
    bytes: bytea(),
    /** The small WebP (longest side ≤ 480 px), served for `?w=` up to its width; drawn ones as `bytes`. */
    thumbBytes: bytea(),
    thumbWidth: integer(),
    thumbHeight: integer(),
    /** Bytes stored for this upload (both sizes): the member's storage limit sums these. */
    byteSize: integer().notNull().default(0),
    /** The member who uploaded it (null for drawn pictures). References users in migration 0012. */
    ownerId: integer(),
    /**
     * When a review, a condition report or a post took the upload. An upload never attached within a
     * day is removed by the cleanup job; drawn pictures are attached from birth.
     */
    attachedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('images_owner_idx').on(t.ownerId, t.createdAt),
    index('images_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'UPLOAD' AND ${t.attachedAt} IS NULL`),
  ]
);
