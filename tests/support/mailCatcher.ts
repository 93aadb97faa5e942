import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { smtpTransport, type MailTransport } from '@/server/mail/transport';

export type CaughtMail = { to: string; from: string; subject: string; text: string; html: string };

export type MailCatcher = {
  /** A transport that sends to this catcher over real SMTP. */
  transport: MailTransport;
  messages: CaughtMail[];
  /** The newest mail to `to`, waiting up to `timeoutMs` for it to arrive. */
  latestTo(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
};

/** A real SMTP server in this process (smtp-server), parsing what it receives (mailparser). */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
        messages.push({
          to,
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
  return {
    transport,
    messages,
    async latestTo(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...messages].reverse().find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      transport.close?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The first link of a mail's text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]+`));
  if (!match) throw new Error(`no link starting ${prefix} in: ${mail.text}`);
  return match[0];
}
