import fs from 'node:fs';
import { Client } from 'pg';
import { openPostgres } from '../db/client';
import { BackupRefusal, backupTarget, writeBackup } from './backupFiles';
import { databaseCounts, type DatabaseCounts } from './databaseCounts';
import { findPgTool, libpqConnection, runPgTool, serverMajor } from './postgresTools';

/**
 * `db:backup` / `db:restore` on PostgreSQL (docs/operations.md §9): pg_dump's custom format, which
 * is compressed, read from one snapshot (consistent while the app writes) and restored selectively
 * by pg_restore. The session secret is not in the database: it stays with the deployment's settings.
 */
export type PostgresBackupResult = { file: string; bytes: number; serverMajor: number; tool: string };

export async function backupPostgres(
  url: string,
  backupDir: string,
  now: Date = new Date()
): Promise<PostgresBackupResult> {
  const major = await serverMajor(url);
  const pgDump = findPgTool('pg_dump', major);
  const pgRestore = findPgTool('pg_restore', major);
  const { dbname, env } = libpqConnection(url);
  const target = backupTarget(backupDir, 'postgres', '.dump', now);
  const bytes = await writeBackup(
    target,
    (partial) =>
      runPgTool(
        pgDump,
        ['--format=custom', '--compress=6', '--no-password', `--file=${partial}`, `--dbname=${dbname}`],
        env
      ),
    // Reading the table of contents back proves the file is a whole custom-format archive.
    (partial) => runPgTool(pgRestore, ['--list', partial], env)
  );
  return { file: target, bytes, serverMajor: major, tool: pgDump };
}

/** Tables, views and sequences outside the system schemas: any one makes the database not empty. */
async function userRelations(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      n: number;
    }>(`SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND s.nspname NOT IN ('pg_catalog', 'information_schema')
        AND s.nspname NOT LIKE 'pg_toast%' AND s.nspname NOT LIKE 'pg_temp%'`);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

export type PostgresRestoreResult = { clean: boolean; counts: DatabaseCounts };

/**
 * Restores a custom-format dump into the database at `url`, in one transaction (all or nothing).
 * A database that already has tables is refused unless `clean` is given, which drops the dump's
 * objects first. Objects end up owned by the restoring user (--no-owner, --no-privileges), so a
 * dump restores into another server or under another role.
 */
export async function restorePostgres(
  url: string,
  file: string,
  { clean = false } = {}
): Promise<PostgresRestoreResult> {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') !== 'PGDMP') {
    throw new BackupRefusal(
      `${file}은(는) pg_dump 백업 파일이 아니에요 (내장 데이터베이스 백업이라면 DATABASE_URL 없이 복원하세요).`,
      `${file} is not a pg_dump custom-format file (an embedded-database backup restores without DATABASE_URL).`
    );
  }
  const relations = await userRelations(url);
  if (relations > 0 && !clean) {
    throw new BackupRefusal(
      `대상 데이터베이스가 비어 있지 않아요 (테이블 등 ${relations}개). 새 데이터베이스(createdb)에 복원하거나, 덮어쓰려면 --clean을 붙이세요.`,
      `The target database is not empty (${relations} relations): restore into a new database (createdb), or add --clean to replace its objects.`
    );
  }
  const major = await serverMajor(url);
  const { dbname, env } = libpqConnection(url);
  await runPgTool(
    findPgTool('pg_restore', major),
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      ...(clean ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env
  );
  const handle = await openPostgres(url, 1);
  try {
    return { clean, counts: await databaseCounts(handle.db) };
  } finally {
    await handle.close();
  }
}
