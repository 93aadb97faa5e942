import { integer, jsonb, pgTable, serial, text, timestamp, customType } from 'drizzle-orm/pg-core';
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
export const images = pgTable('images', {
  id: serial().primaryKey(),
  kind: imageKind().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  alt: text().notNull(),
  drawn: jsonb().$type<DrawnImageSpec>(),
  mimeType: text(),
  bytes: bytea(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
