import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefusal } from './backupFiles';
import type { DatabaseCounts } from './databaseCounts';
import { secretsFile } from './pgliteArchive';
import { backupPglite } from './pgliteBackup';
import { restorePglite } from './pgliteRestore';
import { backupPostgres, restorePostgres } from './postgresBackup';

/**
 * `npm run db:backup [DIR]` and `npm run db:restore -- FILE [--clean]` (docs/operations.md §9). The
 * environment is read as the app reads it (DATABASE_URL, DATA_DIR) but without server/env.ts, which
 * would create DATA_DIR/secrets.json and so make an empty restore target non-empty.
 */
export type CommandEnv = Record<string, string | undefined>;
type Out = (line: string) => void;

const dataDirOf = (env: CommandEnv) => path.resolve(env.DATA_DIR || './.data');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Where the session secret comes from and a short fingerprint to compare two servers by, never the value. */
function sessionSecretNote(env: CommandEnv): string {
  const fingerprint = (secret: string) =>
    `sha256:${crypto.createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;
  if (env.SESSION_SECRET) return `환경 변수 SESSION_SECRET (지문 ${fingerprint(env.SESSION_SECRET)})`;
  try {
    const saved = JSON.parse(fs.readFileSync(secretsFile(dataDirOf(env)), 'utf8')) as { SESSION_SECRET?: string };
    if (saved.SESSION_SECRET) return `${secretsFile(dataDirOf(env))} (지문 ${fingerprint(saved.SESSION_SECRET)})`;
  } catch {
    // no file: reported below
  }
  return '설정되어 있지 않아요 (not set)';
}

function describeCounts(counts: DatabaseCounts): string {
  return `회원 ${counts.members}명, 주문 ${counts.orders}건, 결제 원장 ${counts.ledgerEntries}건, 업로드 사진 ${counts.uploads}장`;
}

async function guard(err: Out, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (error instanceof BackupRefusal) {
      err(error.ko);
      err(error.en);
      return 2;
    }
    err(`실패했어요 (failed): ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

export function runBackupCommand(argv: string[], env: CommandEnv, out: Out, err: Out): Promise<number> {
  return guard(err, async () => {
    const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} });
    const backupDir = path.resolve(positionals[0] ?? (env.BACKUP_DIR || './backups'));
    if (env.DATABASE_URL) {
      const result = await backupPostgres(env.DATABASE_URL, backupDir);
      out(
        `백업을 만들었어요 (backup written): ${result.file} (${megabytes(result.bytes)}, pg_dump ${result.serverMajor} custom format)`
      );
      out(
        `이 백업에는 SESSION_SECRET이 들어 있지 않아요. 복원한 서버에 같은 값을 설정해야 로그인 세션과 봉인된 쿠키가 이어지니, 백업과 함께 따로(암호화해서) 보관하세요: ${sessionSecretNote(env)}`
      );
      out(
        'SESSION_SECRET is not in this backup: keep it with the backup, encrypted; a restored server needs the same value.'
      );
      return;
    }
    const dataDir = dataDirOf(env);
    const result = await backupPglite(dataDir, backupDir);
    const how =
      result.manifest.source === 'running-app'
        ? '실행 중인 앱에서 (from the running app)'
        : `앱이 멈춘 상태에서 직접 (offline)${result.recovered ? ', 비정상 종료 뒤라 WAL을 재생한 다음' : ''}`;
    out(`백업을 만들었어요 (backup written): ${result.file} (${megabytes(result.bytes)}, ${how})`);
    out(`DATA_DIR ${dataDir}, 마이그레이션 ${result.manifest.migrations.applied}개 적용, ${result.manifest.createdAt}`);
    if (result.manifest.sessionSecret === 'secrets.json') {
      out('이 파일에는 회원 정보와 SESSION_SECRET(secrets.json)이 들어 있어요: 암호화해서 이 서버 밖에 보관하세요.');
      out("This file holds members' data and the session secret (secrets.json): keep it encrypted, off this machine.");
    } else {
      out(`SESSION_SECRET은 백업에 들어 있지 않아요 (${sessionSecretNote(env)}): 배포 설정과 함께 따로 보관하세요.`);
      out('SESSION_SECRET is not in this backup: keep it with your deployment settings.');
    }
  });
}

export function runRestoreCommand(argv: string[], env: CommandEnv, out: Out, err: Out): Promise<number> {
  return guard(err, async () => {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { clean: { type: 'boolean', default: false } },
    });
    const file = positionals[0];
    if (!file || !fs.existsSync(file)) {
      throw new BackupRefusal(
        `복원할 백업 파일을 지정하세요: npm run db:restore -- <파일> [--clean]${file ? ` (${file} 없음)` : ''}`,
        'Give the backup file to restore: npm run db:restore -- <file> [--clean]'
      );
    }
    if (env.DATABASE_URL) {
      const result = await restorePostgres(env.DATABASE_URL, path.resolve(file), { clean: values.clean });
      out(
        `복원했어요 (restored)${result.clean ? ' (--clean: 기존 객체를 지우고)' : ''}: ${describeCounts(result.counts)}`
      );
      out(
        `이 데이터베이스로 서버를 시작할 때는 백업한 서버와 같은 SESSION_SECRET을 쓰세요. 지금 환경: ${sessionSecretNote(env)}`
      );
      out('Start the app on it with the same SESSION_SECRET as the backed-up server.');
      return;
    }
    if (values.clean)
      throw new BackupRefusal(
        '--clean은 PostgreSQL에만 있어요: 내장 데이터베이스는 빈 DATA_DIR에만 복원해요.',
        '--clean is for PostgreSQL only: the embedded database restores into an empty DATA_DIR.'
      );
    const dataDir = dataDirOf(env);
    const result = await restorePglite(path.resolve(file), dataDir);
    out(`복원했어요 (restored): DATA_DIR ${result.dataDir}, ${result.manifest.createdAt}에 만든 백업`);
    out(describeCounts(result.counts));
    out(
      result.secretsRestored
        ? 'secrets.json도 복원했어요: 로그인 세션과 봉인된 쿠키가 그대로 이어져요.'
        : '백업에 secrets.json이 없어요: 원래 서버의 SESSION_SECRET을 환경 변수로 설정하고 시작하세요 (없으면 새로 만들어져 모두 다시 로그인해야 해요).'
    );
    out(`다음 (next): DATA_DIR=${result.dataDir} npm start`);
  });
}
