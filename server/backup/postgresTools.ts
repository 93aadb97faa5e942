import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { BackupRefusal } from './backupFiles';

/**
 * pg_dump and pg_restore for `db:backup` / `db:restore` on PostgreSQL. pg_dump refuses a server newer
 * than itself, and a distribution's default one is often older than the server, so the tool is looked
 * up by the server's major version: PG_BIN_DIR, the usual per-version folders, then PATH.
 */
export async function serverMajor(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0].server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

function toolMajor(file: string): number | null {
  const run = spawnSync(file, ['--version'], { encoding: 'utf8' });
  const match = run.status === 0 ? /(\d+)(?:\.\d+)?/.exec(run.stdout) : null;
  return match ? Number(match[1]) : null;
}

export function findPgTool(name: 'pg_dump' | 'pg_restore', major: number): string {
  const dirs = [
    process.env.PG_BIN_DIR,
    `/usr/lib/postgresql/${major}/bin`,
    `/usr/pgsql-${major}/bin`,
    `/opt/homebrew/opt/postgresql@${major}/bin`,
    `/usr/local/opt/postgresql@${major}/bin`,
  ].filter((dir): dir is string => Boolean(dir));
  const candidates = [...dirs.map((dir) => path.join(dir, name)).filter((file) => fs.existsSync(file)), name];
  const found: string[] = [];
  for (const file of candidates) {
    const version = toolMajor(file);
    if (version !== null && version >= major) return file;
    if (version !== null) found.push(`${file} (${version})`);
  }
  throw new BackupRefusal(
    `PostgreSQL ${major} 서버에는 ${name} ${major} 이상이 필요해요${found.length ? ` (찾은 것: ${found.join(', ')})` : ''}. 설치한 뒤 PG_BIN_DIR로 bin 폴더를 알려 주세요.`,
    `${name} ${major} or newer is needed for this PostgreSQL ${major} server; install it and set PG_BIN_DIR to its bin folder.`
  );
}

/**
 * libpq's view of DATABASE_URL: the address without the password (command lines are visible to
 * every local user in ps), and the password in PGPASSWORD.
 */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Runs a PostgreSQL client tool; a failure carries the end of what it printed on stderr. */
export function runPgTool(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new Error(`${path.basename(file)} exited with ${code}: ${stderr.trim().split('\n').slice(-8).join('\n')}`)
        );
    });
  });
}
