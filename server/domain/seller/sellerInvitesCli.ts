/**
 * The core of `npm run seller:invite -- --business <id>` (scripts/sellerInvite.ts opens the database and
 * hands it here, so tests run this without spawning a process). The code is printed once: it is
 * stored only as a hash, so a lost code is replaced by issuing another.
 */
import type { Db } from '../../db/client';
import { isDomainError } from '@/lib/errors';
import { formatDateTime } from '@/lib/dates';
import { issueSellerInvite } from './sellerInvites';

export type CliOutput = { out: (line: string) => void; err: (line: string) => void };

const USAGE = '사용법 (usage): npm run seller:invite -- --business <매장 id>';

/** The business id of `--business <id>` or `--business=<id>`, or null when missing or not a positive integer. */
export function parseBusinessArg(argv: readonly string[]): number | null {
  let raw: string | undefined;
  argv.forEach((arg, index) => {
    if (arg === '--business') raw = argv[index + 1];
    else if (arg.startsWith('--business=')) raw = arg.slice('--business='.length);
  });
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Issues one invite and prints it; answers the process exit code (0 issued, 1 refused, 2 bad usage). */
export async function runSellerInviteCommand(
  db: Db,
  argv: readonly string[],
  io: CliOutput,
  now: Date = new Date()
): Promise<number> {
  const businessId = parseBusinessArg(argv);
  if (businessId === null) {
    io.err(USAGE);
    return 2;
  }
  try {
    const invite = await issueSellerInvite(db, businessId, now);
    io.out(`초대 코드 (invite code): ${invite.code}`);
    io.out(`매장 (business): ${invite.businessName} (id ${invite.businessId})`);
    io.out(`만료 (expires): ${formatDateTime(invite.expiresAt)} (서울 시각, Asia/Seoul)`);
    io.out('이 코드는 다시 볼 수 없어요. 판매자에게 전달한 뒤 /seller/join 에서 입력하게 해 주세요.');
    return 0;
  } catch (error) {
    if (isDomainError(error) && error.code === 'NOT_FOUND') {
      io.err(`id가 ${businessId}인 매장을 찾을 수 없어요 (unknown business).`);
      return 1;
    }
    throw error;
  }
}
