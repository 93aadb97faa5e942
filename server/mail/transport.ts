import nodemailer from 'nodemailer';

/** A mail as the transport sends it. */
export type OutgoingMail = { from: string; to: string; subject: string; text: string; html: string };

/** Where mail leaves us: SMTP in production; tests hand in their own in-process SMTP server's. */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/** SMTP through nodemailer (`smtp://user:pass@host:587`, STARTTLS when offered; `smtps://` for implicit TLS). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
