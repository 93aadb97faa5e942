import { getDb } from '../db';
import { serverEnv } from '../env';
import { logger } from '../logger';
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

type KickState = { running: boolean; again: boolean };

/**
 * Sends what is queued now, after the caller's transaction has committed, without making the
 * caller wait (a request's answer must not depend on the mail server). Kicks that arrive during a
 * run fold into one more run; the interval job catches anything a crash left behind.
 */
export function kickMailDispatch(): void {
  const transport = configuredMailTransport();
  if (!transport) return;
  const state = processSingleton<KickState>('mailKick', () => ({ running: false, again: false }));
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  setImmediate(async () => {
    try {
      do {
        state.again = false;
        await dispatchPendingMail(await getDb(), transport, serverEnv().MAIL_FROM);
      } while (state.again);
    } catch (error) {
      logger.error('mail.dispatch_failed', { error: error instanceof Error ? error.message : String(error) });
    } finally {
      state.running = false;
    }
  });
}
