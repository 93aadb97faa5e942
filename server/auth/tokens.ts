import crypto from 'node:crypto';

/**
 * Opaque bearer tokens: 32 random bytes (256 bits), base64url. The database keeps only their
 * SHA-256: a leaked sessions table can't be replayed, and a fast hash is enough because the input
 * is random, not a password.
 */
const TOKEN_BYTES = 32;
/** 32 bytes in unpadded base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return crypto.randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Rejects junk before it costs a database round trip. */
export function isTokenShape(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}
