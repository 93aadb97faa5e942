import type { GetServerSidePropsContext } from 'next';
import type { Db } from '../db/client';
import { getDb } from '../db';
import {
  findDraft,
  draftStep,
  DRAFT_STEP_PATHS,
  type DraftStep,
  type SignupDraft,
} from '../domain/account/signupDraft';
import { signupDraftToken } from '../domain/account/draftCookie';
import { requestCookies } from '../auth/requestState';
import { resolveIdentityOptions } from '../auth/identityOptions';

/** This browser's live sign-up draft (from the sealed `reg` cookie), or null. */
export async function pageDraft(context: GetServerSidePropsContext, db?: Db): Promise<SignupDraft | null> {
  const options = resolveIdentityOptions();
  const token = signupDraftToken(requestCookies(context.req, options), options.secret);
  return findDraft(db ?? (await getDb()), token);
}

/**
 * A sign-up step page opened out of order (a bookmark, the back button after finishing) goes to
 * the step the draft is really at; without a draft, to the start.
 */
export function redirectUnlessAt(
  draft: SignupDraft | null,
  allowed: DraftStep[]
): { redirect: { destination: string; permanent: false } } | null {
  if (!draft) return { redirect: { destination: '/registration/provision', permanent: false } };
  const step = draftStep(draft);
  return allowed.includes(step) ? null : { redirect: { destination: DRAFT_STEP_PATHS[step], permanent: false } };
}
