import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openPglite } from '../db/client';
import { markDatabaseClosed, markDatabaseOpen } from '../lifecycle/uncleanStop';
import { BackupRefusal, backupTarget, writeBackup } from './backupFiles';
import { BACKUP_PATH, endpointFile, readEndpointInfo, type EndpointInfo } from './endpoint';
import { createPgliteArchive, readPgliteArchive, type BackupManifest } from './pgliteArchive';

export type PgliteBackupResult = { file: string; bytes: number; manifest: BackupManifest; recovered: boolean };

const databaseDir = (dataDir: string) => path.join(dataDir, 'pglite');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Streams the running app's archive into `partial`; 'unreachable' when nothing listens there any more. */
function downloadFromApp(info: EndpointInfo, partial: string): Promise<'done' | 'unreachable'> {
  return new Promise((resolve, reject) => {
    // A connection of its own (no keep-alive pool): a socket kept from an earlier request would hang up.
    const req = http.request(
      {
        host: '127.0.0.1',
        port: info.port,
        path: BACKUP_PATH,
        method: 'POST',
        agent: false,
        headers: { authorization: `Bearer ${info.token}` },
      },
      (res) => {
        if (res.statusCode !== 200) {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => {
            const message = (() => {
              try {
                return (JSON.parse(body) as { error?: { message?: string } }).error?.message;
              } catch {
                return undefined;
              }
            })();
            reject(
              new BackupRefusal(
                `실행 중인 앱이 백업을 거절했어요 (HTTP ${res.statusCode}): ${message ?? body}`,
                `The running app refused the backup (HTTP ${res.statusCode}).`
              )
            );
          });
          return;
        }
        pipeline(res, fs.createWriteStream(partial, { mode: 0o600 })).then(() => resolve('done'), reject);
      }
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve('unreachable') : reject(error)
    );
    req.end();
  });
}

/**
 * With the app stopped: opens the directory itself (replaying the WAL of an unclean stop), dumps it
 * and closes it cleanly. Refused while the process that marked the database open is still alive:
 * that is an app whose backup window cannot be reached, and two processes on one directory corrupt it.
 */
async function dumpOffline(
  dataDir: string,
  partial: string
): Promise<{ manifest: BackupManifest; recovered: boolean }> {
  const dir = databaseDir(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupRefusal(
      `백업할 데이터베이스가 없어요: ${dir}`,
      `There is no embedded database to back up at ${dir} (check DATA_DIR).`
    );
  }
  const marker = path.join(dir, 'pglite.open');
  const owner = fs.existsSync(marker)
    ? (JSON.parse(fs.readFileSync(marker, 'utf8')) as { pid?: number }).pid
    : undefined;
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new BackupRefusal(
      `프로세스 ${owner}이(가) 데이터베이스를 열고 있는데 백업 창구(backup-endpoint.json)에 연결할 수 없어요. 앱을 재시작하거나 멈춘 뒤 다시 실행하세요.`,
      `Process ${owner} has the database open but its backup endpoint cannot be reached: restart or stop the app, then run this again.`
    );
  }
  const recovered = markDatabaseOpen(dir) !== null;
  const handle = await openPglite(dir);
  try {
    const archive = await createPgliteArchive(handle, dataDir, 'offline');
    await pipeline(archive.stream, fs.createWriteStream(partial, { mode: 0o600 }));
    return { manifest: archive.manifest, recovered };
  } finally {
    await handle.close();
    markDatabaseClosed(dir);
  }
}

/** `npm run db:backup` on the embedded database: from the running app when there is one, else directly. */
export async function backupPglite(
  dataDir: string,
  backupDir: string,
  now: Date = new Date()
): Promise<PgliteBackupResult> {
  const target = backupTarget(backupDir, 'pglite', '.tar.gz', now);
  let recovered = false;
  let manifest: BackupManifest | undefined;
  const bytes = await writeBackup(
    target,
    async (partial) => {
      const info = readEndpointInfo(dataDir);
      if (info) {
        if ((await downloadFromApp(info, partial)) === 'done') return;
        // Nothing listens there: its app ended without removing the file (a crash, `next dev`).
        if (readEndpointInfo(dataDir)?.token === info.token) fs.rmSync(endpointFile(dataDir), { force: true });
      }
      ({ recovered } = await dumpOffline(dataDir, partial));
    },
    async (partial) => {
      manifest = (await readPgliteArchive(partial)).manifest;
    }
  );
  return { file: target, bytes, manifest: manifest!, recovered };
}
