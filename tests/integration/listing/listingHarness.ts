import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { gql, type GqlResponse } from '../../support/serviceFetch';
import { itemYogaFor } from '../item/itemHarness';

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One operation of the item service, as the client sends it (document + operation name). */
export async function ask<T>(
  db: Db,
  query: string,
  operationName: string,
  variables: Record<string, unknown> = {}
): Promise<GqlResponse<T>> {
  return gql<T>(itemYogaFor(db), { query, operationName, variables });
}

export function errorCode(response: GqlResponse<unknown>): unknown {
  return response.body?.errors?.[0]?.extensions?.code;
}

/** Flips one character in the middle of a cursor's payload: a hand-edited cursor. */
export function tamper(cursor: string): string {
  const at = Math.floor(cursor.indexOf('.') / 2);
  const swapped = cursor[at] === 'A' ? 'B' : 'A';
  return cursor.slice(0, at) + swapped + cursor.slice(at + 1);
}

/** Re-signs nothing: replaces the payload with another one that decodes fine. */
export function forge(cursor: string, keys: number[]): string {
  const [payload, signature] = cursor.split('.');
  const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { q: string };
  return `${Buffer.from(JSON.stringify({ k: keys, q: body.q })).toString('base64url')}.${signature}`;
}

export { sql };
