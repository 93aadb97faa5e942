import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { images, users } from '@/server/db/schema';
import { createSession } from '@/server/auth/sessionService';
import { createImageUploadHandler, type ImageUploadOptions } from '@/server/http/imageUploadHandler';
import type { RestRouter } from '@/server/http/rest/restRouter';
import { UPLOAD_HEADER, UPLOAD_HEADER_VALUE } from '@/server/images/upload/uploadLimits';
import { HEADER_SESSION } from '@/lib/identityNames';

export const ORIGIN = 'http://localhost';
export const SECRET = 'image-upload-test-secret-'.padEnd(48, 'x');

export function uploadHandler(db: () => Db, extra: Partial<ImageUploadOptions> = {}): RestRouter {
  return createImageUploadHandler({
    getDb: async () => db(),
    identity: () => ({ secret: SECRET, secure: false }),
    siteUrl: () => ORIGIN,
    trustProxy: () => false,
    ...extra,
  });
}

let seq = 0;

/** A member signed in on a new device: the session token as the SSR transport or an app sends it. */
export async function member(db: Db): Promise<{ userId: number; token: string }> {
  seq += 1;
  const [row] = await db
    .insert(users)
    .values({
      nickname: `사진회원${process.pid % 1000}_${seq}_${crypto.randomBytes(2).toString('hex')}`,
      name: '김사진',
      phone: '010-2222-3333',
    })
    .returning({ id: users.id });
  const { sessionToken } = await createSession(db, row.id);
  return { userId: row.id, token: sessionToken };
}

export type UploadCall = {
  token?: string | null;
  headers?: Record<string, string>;
  socketAddress?: string;
  method?: string;
};

export function uploadRequest(body: BodyInit | null, call: UploadCall = {}): Request {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    [UPLOAD_HEADER]: UPLOAD_HEADER_VALUE,
    'content-type': 'image/jpeg',
    ...call.headers,
  };
  if (call.token) headers[HEADER_SESSION] = call.token;
  return new Request(`${ORIGIN}/app/v4/images`, {
    method: call.method ?? 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

export type UploadAnswer = { status: number; body: Record<string, unknown>; headers: Headers };

export async function upload(handler: RestRouter, bytes: Buffer | null, call: UploadCall = {}): Promise<UploadAnswer> {
  const response = await handler.fetch(uploadRequest(bytes ? new Uint8Array(bytes) : null, call), {
    socketAddress: call.socketAddress ?? '198.51.100.20',
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

export async function uploadsOf(db: Db, ownerId: number) {
  return db.select().from(images).where(eq(images.ownerId, ownerId)).orderBy(images.id);
}

/** An upload row written directly (the job and attachUploads tests need no decoding). */
export async function insertUpload(
  db: Db,
  ownerId: number | null,
  values: Partial<typeof images.$inferInsert> = {}
): Promise<number> {
  const [row] = await db
    .insert(images)
    .values({
      kind: 'UPLOAD',
      width: 4,
      height: 3,
      alt: '회원이 올린 사진',
      mimeType: 'image/webp',
      bytes: Buffer.from('RIFF0000WEBP'),
      byteSize: 12,
      ownerId,
      ...values,
    })
    .returning({ id: images.id });
  return row.id;
}

export async function imageExists(db: Db, id: number): Promise<boolean> {
  const result = (await db.execute(sql`SELECT 1 FROM images WHERE id = ${id}`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}
