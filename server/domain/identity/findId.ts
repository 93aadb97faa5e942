import type { Db } from '../../db/client';
import { accountsOfPerson, type PersonAccount } from './personAccounts';
import { assertUsable, consumeVerification, loadBoundVerification } from './verifications';

/**
 * Find id (아이디 찾기): a finished FIND_ID check of this browser answers the accounts of the person
 * it proved, once. The check is consumed in the same transaction (row locked), so a second request
 * with the same id, even a simultaneous one, gets nothing.
 */
export async function findAccountsByVerification(
  db: Db,
  verificationId: unknown,
  { bindingHash, now }: { bindingHash: string | null; now: Date }
): Promise<PersonAccount[]> {
  return db.transaction(async (tx) => {
    const row = await loadBoundVerification(tx, verificationId, bindingHash, { purpose: 'FIND_ID', lock: true });
    assertUsable(row, now);
    await consumeVerification(tx, row, now);
    return accountsOfPerson(tx, row.personHash);
  });
}
