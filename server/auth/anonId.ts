import crypto from 'node:crypto';

/**
 * Anonymous ids: ours are UUIDs, but apps in the field may send their own. Accept any short
 * url-safe id; reject what a buggy client sends when it has none ("undefined"), and anything that
 * could smuggle markup or bloat the capture tables.
 */
const SANE_ANON_ID = /^[A-Za-z0-9_-]{8,64}$/;
const PLACEHOLDERS = new Set(['undefined', 'null', 'nan']);

export function newAnonId(): string {
  return crypto.randomUUID();
}

export function isSaneAnonId(value: unknown): value is string {
  return typeof value === 'string' && SANE_ANON_ID.test(value) && !PLACEHOLDERS.has(value.toLowerCase());
}
