import type { Pool } from 'pg';
import { eq } from 'drizzle-orm';
import { images } from '@/server/db/schema';
import { attachUploads } from '@/server/domain/images/attachUploads';
import { runUploadCleanup } from '@/server/jobs/uploadCleanup';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { imageExists, insertUpload, member } from './uploadHarness';

// Unused uploads are removed after a day; what a review or a report took is never touched.

const HOUR = 3600_000;
/** A fixed clock for the job: every row's age is set relative to it, never to today. */
const NOW = new Date('2031-05-20T03:00:00.000Z');
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

describe.each(testDbKinds())('upload cleanup and attaching on %s', (kind) => {
  const db = useTestDb(kind);

  it('removes unattached uploads older than a day and keeps attached, recent and drawn pictures', async () => {
    const me = await member(db());
    const old = await insertUpload(db(), me.userId, { createdAt: ago(25) });
    const oldOrphan = await insertUpload(db(), null, { createdAt: ago(48) });
    const attached = await insertUpload(db(), me.userId, { createdAt: ago(25), attachedAt: ago(24) });
    const recent = await insertUpload(db(), me.userId, { createdAt: ago(23) });
    const [drawn] = await db()
      .insert(images)
      .values({
        kind: 'DRAWN',
        width: 600,
        height: 600,
        alt: '그림',
        drawn: { silhouette: 'road', color: '#000', label: 'x' },
        createdAt: ago(100),
        attachedAt: null,
      })
      .returning({ id: images.id });
    const result = await runUploadCleanup(db(), { now: NOW });
    expect(result.deleted).toBeGreaterThanOrEqual(2);
    expect(await imageExists(db(), old)).toBe(false);
    expect(await imageExists(db(), oldOrphan)).toBe(false);
    expect(await imageExists(db(), attached)).toBe(true);
    expect(await imageExists(db(), recent)).toBe(true);
    expect(await imageExists(db(), drawn.id)).toBe(true);
    expect(await runUploadCleanup(db(), { now: NOW })).toEqual({ deleted: 0 });
  });

  it('works in batches, and two runs at once delete each row once without failing', async () => {
    const me = await member(db());
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1) ids.push(await insertUpload(db(), me.userId, { createdAt: ago(30 + i) }));
    const [a, b] = await Promise.all([
      runUploadCleanup(db(), { now: NOW, batchSize: 4 }),
      runUploadCleanup(db(), { now: NOW, batchSize: 4 }),
    ]);
    expect(a.deleted + b.deleted).toBe(25);
    for (const id of ids) expect(await imageExists(db(), id)).toBe(false);
  });

  it('stops after its batch budget and finishes on the next run', async () => {
    const me = await member(db());
    for (let i = 0; i < 5; i += 1) await insertUpload(db(), me.userId, { createdAt: ago(30) });
    expect(await runUploadCleanup(db(), { now: NOW, batchSize: 2, maxBatches: 2 })).toEqual({ deleted: 4 });
    expect(await runUploadCleanup(db(), { now: NOW, batchSize: 2, maxBatches: 2 })).toEqual({ deleted: 1 });
  });

  if (kind === 'postgres') {
    it('leaves alone a photo that a write is attaching at that moment (SKIP LOCKED)', async () => {
      const me = await member(db());
      const busy = await insertUpload(db(), me.userId, { createdAt: ago(30) });
      const free = await insertUpload(db(), me.userId, { createdAt: ago(30) });
      // A second connection plays the review being written: it has locked the photo and not committed.
      const writer = await (db() as unknown as { $client: Pool }).$client.connect();
      try {
        await writer.query('BEGIN');
        await writer.query('SELECT id FROM images WHERE id = $1 FOR UPDATE', [busy]);
        const result = await runUploadCleanup(db(), { now: NOW });
        expect(result.deleted).toBeGreaterThanOrEqual(1);
        expect(await imageExists(db(), free)).toBe(false);
        await writer.query('UPDATE images SET attached_at = now() WHERE id = $1', [busy]);
        await writer.query('COMMIT');
      } finally {
        writer.release();
      }
      expect(await imageExists(db(), busy)).toBe(true);
      expect(await runUploadCleanup(db(), { now: NOW })).toEqual({ deleted: 0 });
    });
  }

  describe('attachUploads', () => {
    it("takes the member's own unattached uploads, in the order given, and marks them used", async () => {
      const me = await member(db());
      const [p1, p2] = [await insertUpload(db(), me.userId), await insertUpload(db(), me.userId)];
      const taken = await db().transaction((tx) => attachUploads(tx, me.userId, [p2, p1], 5, NOW));
      expect(taken).toEqual([p2, p1]);
      const rows = await db().select().from(images).where(eq(images.ownerId, me.userId));
      for (const row of rows) expect(row.attachedAt?.toISOString()).toBe(NOW.toISOString());
    });

    it("refuses another member's photo, a used photo, a drawn picture, an unknown id, a repeat and too many", async () => {
      const [me, other] = [await member(db()), await member(db())];
      const mine = await insertUpload(db(), me.userId);
      const theirs = await insertUpload(db(), other.userId);
      const used = await insertUpload(db(), me.userId, { attachedAt: ago(1) });
      const [drawn] = await db()
        .insert(images)
        .values({
          kind: 'DRAWN',
          width: 1,
          height: 1,
          alt: '그림',
          drawn: { silhouette: 'road', color: '#000', label: 'x' },
          ownerId: me.userId,
        })
        .returning({ id: images.id });
      const attach = (ids: number[], max = 5) =>
        db()
          .transaction((tx) => attachUploads(tx, me.userId, ids, max))
          .then(
            () => null,
            (e: { code: string; message: string }) => e
          );
      for (const ids of [[mine, theirs], [used], [drawn.id], [mine, 99_999_999]]) {
        expect(await attach(ids)).toMatchObject({
          code: 'INVALID_INPUT',
          message: '사진을 찾을 수 없어요. 사진을 다시 올려 주세요.',
        });
      }
      expect(await attach([mine, mine])).toMatchObject({
        code: 'INVALID_INPUT',
        message: '같은 사진을 두 번 올릴 수 없어요.',
      });
      expect(await attach([mine], 0)).toMatchObject({
        code: 'INVALID_INPUT',
        message: '사진은 0장까지 올릴 수 있어요.',
      });
      // Nothing was taken by the refused attempts (each rolled back with its transaction).
      const [row] = await db().select().from(images).where(eq(images.id, mine));
      expect(row.attachedAt).toBeNull();
      const [their] = await db().select().from(images).where(eq(images.id, theirs));
      expect(their.attachedAt).toBeNull();
    });
  });
});
