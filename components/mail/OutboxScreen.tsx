import { Fragment } from 'react';
import Head from 'next/head';
import { AppShell } from '@/components/layout/AppShell';
import { formatDateTime } from '@/lib/dates';
import styles from './OutboxScreen.module.css';

export type OutboxMail = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  sentAt: string | null;
};

type Props = { mails: OutboxMail[]; smtp: boolean };

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** The mail text with its links clickable (the links are ours: they were written by our templates). */
function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className={styles.link}>
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        )
      )}
    </>
  );
}

/**
 * /dev/outbox: the mail of the last day as the database outbox holds it, for developers on the
 * embedded default (no SMTP server needed to finish a sign-up). Absent in production.
 */
export function OutboxScreen({ mails, smtp }: Props) {
  return (
    <AppShell title="개발용 메일함" showBack showTabBar={false}>
      <Head>
        <title>개발용 메일함 | 라이드마켓</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className={styles.page}>
        <p className={styles.notice}>
          개발 환경 전용 화면이에요. 최근 하루 동안 보낸 메일을 보여 줘요.{' '}
          {smtp ? 'SMTP로도 발송되고 있어요.' : 'SMTP_URL이 없어서 실제로 발송되지는 않아요.'}
        </p>
        {mails.length === 0 ? <p className={styles.empty}>아직 보낸 메일이 없어요.</p> : null}
        <ol className={styles.list}>
          {mails.map((mail) => (
            <li key={mail.id} className={styles.mail}>
              <article aria-labelledby={`mail-${mail.id}`}>
                <h2 id={`mail-${mail.id}`} className={styles.subject}>
                  {mail.subject}
                </h2>
                <p className={styles.meta}>
                  받는 사람 <strong>{mail.to}</strong> · {formatDateTime(mail.createdAt)} ·{' '}
                  {mail.sentAt ? '발송됨' : '발송 대기'}
                </p>
                <pre className={styles.body}>
                  <Linked text={mail.text} />
                </pre>
                <details className={styles.html}>
                  <summary>HTML 미리보기</summary>
                  <iframe
                    title={`${mail.subject} HTML 미리보기`}
                    sandbox=""
                    srcDoc={mail.html}
                    className={styles.frame}
                  />
                </details>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </AppShell>
  );
}
