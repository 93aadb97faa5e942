import { getDb } from '../db';
import { serverEnv } from '../env';
import { kickSoon } from '../jobs/kick';
import { processSingleton } from '../processSingleton';
import { dispatchPendingMail } from './dispatcher';
import { smtpTransport, type MailTransport } from './transport';

/**
 * The process's mail transport: SMTP when SMTP_URL is set, otherwise none, and mail stays in the
 * outbox for /dev/outbox (the embedded default needs no mail server).
 */
export function configuredMailTransport(): MailTransport | null {
  return processSingleton('mailTransport', () => {
    const url = serverEnv().SMTP_URL;
    return url ? smtpTransport(url) : null;
  });
}

/** Sends what is queued now, after the caller's transaction has committed (see server/jobs/kick.ts). */
export function kickMailDispatch(): void {
  const transport = configuredMailTransport();
  if (!transport) return;
  kickSoon('mail-dispatch', async () => dispatchPendingMail(await getDb(), transport, serverEnv().MAIL_FROM));
}
