import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DbHandle } from '../db/client';
import { logger } from '../logger';
import { createPgliteArchive } from './pgliteArchive';

/**
 * The running app's backup window (docs/operations.md §9). PGlite is one process's database: while
 * the app runs, no other process may open its directory, and copying the files under it is not a
 * backup. So `npm run db:backup` asks the app itself, over HTTP on the loopback interface only (a
 * port the system picks), with a token made at each start. Both are written to
 * DATA_DIR/backup-endpoint.json (mode 600): whoever can read it can read the database files anyway.
 */
const ENDPOINT_FILE = 'backup-endpoint.json';
export const BACKUP_PATH = '/backup';

export type EndpointInfo = { pid: number; port: number; token: string };
export type BackupEndpoint = { port: number; close: () => Promise<void> };

export function endpointFile(dataDir: string): string {
  return path.join(dataDir, ENDPOINT_FILE);
}

function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

function answer(res: http.ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: { code, message } }));
}

/** Listens on 127.0.0.1 for backups of `handle`, the open database under `dataDir`. */
export async function startBackupEndpoint(handle: DbHandle, dataDir: string): Promise<BackupEndpoint> {
  const token = crypto.randomBytes(32).toString('hex');
  let running = false;
  const server = http.createServer((req, res) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(bearer, token))
      return answer(res, 401, 'UNAUTHENTICATED', 'backup-endpoint.json의 토큰이 필요해요.');
    if (req.method !== 'POST' || req.url !== BACKUP_PATH)
      return answer(res, 404, 'NOT_FOUND', 'POST /backup만 있어요.');
    // One at a time: each holds the whole database image in memory.
    if (running) return answer(res, 409, 'CONFLICT', '다른 백업이 진행 중이에요. 끝난 뒤 다시 실행하세요.');
    running = true;
    const started = Date.now();
    void (async () => {
      try {
        const archive = await createPgliteArchive(handle, dataDir, 'running-app');
        res.writeHead(200, {
          'content-type': 'application/gzip',
          'cache-control': 'no-store',
          'x-backup-created-at': archive.manifest.createdAt,
        });
        await pipeline(archive.stream, res);
        logger.info('backup.done', { kind: 'pglite', ms: Date.now() - started });
      } catch (error) {
        logger.error('backup.failed', {
          kind: 'pglite',
          error: error instanceof Error ? error.message : String(error),
        });
        // Cut the answer short: the CLI then sees an incomplete archive and keeps no file.
        if (res.headersSent) res.destroy();
        else answer(res, 500, 'INTERNAL', '백업을 만들지 못했어요. 서버 로그의 backup.failed를 확인하세요.');
      } finally {
        running = false;
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const port = (server.address() as { port: number }).port;
  const info: EndpointInfo = { pid: process.pid, port, token };
  const file = endpointFile(dataDir);
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify(info), { mode: 0o600 });
  fs.renameSync(partial, file);
  return {
    port,
    close: async () => {
      // Another process may have started on the directory since (it would own the file by then).
      if (readEndpointInfo(dataDir)?.pid === process.pid) fs.rmSync(file, { force: true });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The running app's backup window, as its file says; null without one. */
export function readEndpointInfo(dataDir: string): EndpointInfo | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(endpointFile(dataDir), 'utf8')) as Partial<EndpointInfo>;
    if (typeof parsed.pid === 'number' && typeof parsed.port === 'number' && typeof parsed.token === 'string')
      return parsed as EndpointInfo;
  } catch {
    // absent or unreadable: no window
  }
  return null;
}
