import type { Db } from '../db/client';
import { maskEmail } from '@/lib/account/email';
import { findPendingEmailSignup, LINK_EXPIRED } from '../domain/account/emailSignup';

export type EmailLinkView = { state: 'confirm'; maskedEmail: string } | { state: 'link-error'; message: string };

/**
 * What the mail's link page shows: a button to finish the sign-up while the link is live, or why
 * it no longer works. It only reads. Mail scanners and link previews fetch every link of a mail,
 * so a GET that made the account and signed the browser in would hand the new session to the
 * scanner and spend the person's link; the account is made by the button's same-origin POST
 * (POST /app/v4/auth/registration/email/complete).
 */
export async function inspectEmailLink(db: Db, token: string, now: Date = new Date()): Promise<EmailLinkView> {
  const pending = await findPendingEmailSignup(db, token, now);
  return pending
    ? { state: 'confirm', maskedEmail: maskEmail(pending.email) }
    : { state: 'link-error', message: LINK_EXPIRED };
}
