/**
 * The core of `npm run operator:grant -- --email <address>` (scripts/operatorGrant.ts opens the database
 * and hands it here, so tests and the browser journey's fixture run it without spawning a process).
 */
import { z } from 'zod';
import type { Db } from '../../db/client';
import { isDomainError } from '@/lib/errors';
import { grantOperator } from './operatorGrant';

export type CliOutput = { out: (line: string) => void; err: (line: string) => void };

const USAGE = '사용법 (usage): npm run operator:grant -- --email <회원 이메일>';

/** The address of `--email <address>` or `--email=<address>`, or null when missing or malformed. */
export function parseEmailArg(argv: readonly string[]): string | null {
  let raw: string | undefined;
  argv.forEach((arg, index) => {
    if (arg === '--email') raw = argv[index + 1];
    else if (arg.startsWith('--email=')) raw = arg.slice('--email='.length);
  });
  const parsed = z.email().max(254).safeParse(raw?.trim());
  return parsed.success ? parsed.data : null;
}

/** Grants the role and prints what happened; answers the exit code (0 granted, 1 refused, 2 bad usage). */
export async function runOperatorGrantCommand(
  db: Db,
  argv: readonly string[],
  io: CliOutput,
  now: Date = new Date()
): Promise<number> {
  const email = parseEmailArg(argv);
  if (email === null) {
    io.err(USAGE);
    return 2;
  }
  try {
    const granted = await grantOperator(db, email, now);
    if (granted.alreadyOperator) {
      io.out(`이미 운영자예요 (already an operator): ${granted.email} (회원 id ${granted.userId})`);
      return 0;
    }
    io.out(`운영자 권한을 부여했어요 (granted): ${granted.email} (${granted.nickname}, 회원 id ${granted.userId})`);
    io.out('처음 /admin 에 들어가면 인증 앱(TOTP)을 등록하고 복구 코드를 받아요.');
    return 0;
  } catch (error) {
    if (isDomainError(error) && error.code === 'NOT_FOUND') {
      io.err(`${email} 로 가입한 회원을 찾을 수 없어요 (unknown member).`);
      return 1;
    }
    throw error;
  }
}
