import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Viewer } from '../viewer';
import { hashPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/sessionService';
import { DomainError } from '@/lib/errors';
import { addAlarm } from '../alarm/addAlarm';
import { checkCurrentPassword } from './passwordCheck';
import { passwordChangedAlarm } from './passwordReset';

/**
 * /user/pwd_change: the current password is required; the new one is set and every other signed-in
 * device is logged out (this one stays), with an important alarm of the change.
 */
export async function changePassword(
  db: Db,
  viewer: Viewer,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  now: Date
): Promise<void> {
  if (currentPassword === newPassword) {
    throw new DomainError('INVALID_INPUT', '지금 쓰는 비밀번호와 다른 비밀번호를 정해 주세요.', {
      newPassword: '지금 쓰는 비밀번호와 다른 비밀번호를 정해 주세요.',
    });
  }
  await checkCurrentPassword(db, viewer.userId, currentPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, viewer.userId));
    await revokeOtherSessions(tx, viewer.userId, viewer.sessionId, now);
    await addAlarm(tx, passwordChangedAlarm(viewer.userId, now), now);
  });
}
