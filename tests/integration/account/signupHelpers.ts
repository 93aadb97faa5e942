import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { signupDrafts } from '@/server/db/schema';
import { findDraft } from '@/server/domain/account/signupDraft';
import { signupDraftToken } from '@/server/domain/account/draftCookie';
import type { RestRouter } from '@/server/http/rest/restRouter';
import { callAuth, CookieJar, insertVerifiedIdentity, TEST_SECRET } from './authHarness';

/** The jar's sign-up draft (what the `reg` cookie names). */
export async function draftOf(db: Db, jar: CookieJar) {
  return findDraft(db, signupDraftToken(Object.fromEntries(jar.values), TEST_SECRET));
}

/**
 * Terms agreed and a verified phone check attached, as /registration/phone_redirect leaves a draft:
 * the point where the email form starts.
 */
export async function draftReadyForForm(
  db: Db,
  router: RestRouter,
  jar = new CookieJar(),
  person?: string
): Promise<CookieJar> {
  const start = await callAuth(
    router,
    'POST',
    '/registration/start',
    { service: true, privacy: true, marketing: true },
    { jar }
  );
  if (start.status !== 200) throw new Error(`start failed: ${JSON.stringify(start.body)}`);
  const draft = await draftOf(db, jar);
  const identityId = await insertVerifiedIdentity(db, { person });
  await db.update(signupDrafts).set({ identityVerificationId: identityId }).where(eq(signupDrafts.id, draft!.id));
  return jar;
}
