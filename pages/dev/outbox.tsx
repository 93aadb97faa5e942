import type { GetServerSideProps } from 'next';
import { OutboxScreen, type OutboxMail } from '@/components/mail/OutboxScreen';
import { wrapper } from '@/store/wrapper';
import { getDb } from '@/server/db';
import { isDemoMode, serverEnv } from '@/server/env';
import { recentOutbox } from '@/server/mail/outbox';
import { prepareViewerShell } from '@/server/ssr/accountPages';

type Props = { mails: OutboxMail[]; smtp: boolean };

export default function DevOutboxPage(props: Props) {
  return <OutboxScreen {...props} />;
}

// Keeps its own getServerSideProps: the mails are read from the outbox table (a developer tool, demo mode only).
export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  if (!isDemoMode()) return { notFound: true };
  const { shell } = await prepareViewerShell(context, store);
  const rows = await recentOutbox(await getDb());
  const mails: OutboxMail[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
  return { props: { shell, mails, smtp: Boolean(serverEnv().SMTP_URL) } };
});
