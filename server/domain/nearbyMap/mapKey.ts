import { z } from 'zod';

/**
 * The Naver Maps client id (ncpKeyId) from NAVER_MAP_CLIENT_ID. It is a public browser key, bound
 * to our domains in the Naver Cloud console, so the page may hand it to the browser; unset (or
 * malformed) means the page never requests the Naver script and draws its own map.
 */
const keySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{4,64}$/);

export function naverMapClientId(env: Record<string, string | undefined> = process.env): string | null {
  const parsed = keySchema.safeParse(env.NAVER_MAP_CLIENT_ID ?? '');
  return parsed.success ? parsed.data : null;
}
