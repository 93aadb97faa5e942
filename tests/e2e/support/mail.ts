import type { APIRequestContext } from '@playwright/test';

/** scripts/e2e/mail-catcher.mjs: the app servers send to its SMTP port; tests read it over HTTP. */
export const MAIL_CATCHER_URL = 'http://127.0.0.1:3126';
export const MAIL_CATCHER_SMTP_URL = 'smtp://127.0.0.1:3125';

export type CaughtMail = { to: string; subject: string; text: string; html: string; at: string };

/** The newest mail to `address` whose subject contains `subject`, waiting for the dispatcher to send it. */
export async function latestMail(
  request: APIRequestContext,
  address: string,
  subject: string,
  timeoutMs = 15_000
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await request.get(`${MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(address)}`);
    const found = ((await response.json()) as CaughtMail[]).find((m) => m.subject.includes(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The mail's link to `path` on the server under test (the mail carries the absolute URL). */
export function mailLink(mail: CaughtMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]*`));
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[0];
}
