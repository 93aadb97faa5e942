import type { GetServerSidePropsContext } from 'next';
import { getDb } from '../db';
import { isDomainError } from '@/lib/errors';
import { completeEmailSignup } from '../domain/account/emailSignup';
import { clearSignupDraftCookie } from '../domain/account/draftCookie';
import { resolveIdentityOptions } from '../auth/identityOptions';
import { appendSetCookies } from '../auth/requestState';
import { signIn } from '../auth/signIn';

/**
 * The mail's link landing: the draft becomes the account and this browser is signed in as it
 * (whichever device opened the mail). Answers null when it worked (the caller redirects) or the
 * Korean reason it did not.
 */
export async function landEmailLink(context: GetServerSidePropsContext, token: string): Promise<string | null> {
  const db = await getDb();
  const options = resolveIdentityOptions();
  try {
    const userId = await completeEmailSignup(db, token, options.now);
    const cookies = await signIn(db, userId, { userAgent: context.req.headers['user-agent'] ?? null, options });
    appendSetCookies(context.res, [...cookies, clearSignupDraftCookie(options)]);
    return null;
  } catch (error) {
    if (isDomainError(error)) return error.message;
    throw error;
  }
}
