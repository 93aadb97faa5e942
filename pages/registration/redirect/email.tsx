import type { GetServerSideProps, GetServerSidePropsResult } from 'next';
import type { ShellProps } from '@/lib/shell';
import { EmailSentScreen, type EmailSentProps } from '@/components/account/EmailSentScreen';
import { maskEmail } from '@/lib/account/email';
import { wrapper } from '@/store/wrapper';
import { getDb } from '@/server/db';
import { isDemoMode, serverEnv } from '@/server/env';
import { prepareGuestShell, queryString } from '@/server/ssr/accountPages';
import { inspectEmailLink } from '@/server/ssr/emailLinkLanding';
import { pageDraft, redirectUnlessAt } from '@/server/ssr/signupPages';

export default function RegistrationEmailPage(props: EmailSentProps) {
  return <EmailSentScreen {...props} />;
}

type PageProps = EmailSentProps & { shell: ShellProps };

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context): Promise<GetServerSidePropsResult<PageProps>> => {
  const guest = await prepareGuestShell(context, store);
  if ('redirect' in guest) return guest;
  const db = await getDb();
  const token = queryString(context, 'token');
  if (token) {
    // Opening the mail's link only shows it: the account is made by the page's button (a POST).
    const link = await inspectEmailLink(db, token);
    if (link.state === 'confirm') return { props: { shell: guest.shell, state: 'confirm' as const, maskedEmail: link.maskedEmail, token } };
    const draft = await pageDraft(context, db);
    context.res.statusCode = 410;
    return { props: { shell: guest.shell, state: 'link-error' as const, message: link.message, canResend: Boolean(draft?.emailSentAt) } };
  }
  const draft = await pageDraft(context, db);
  const away = redirectUnlessAt(draft, ['EMAIL_SENT']);
  if (away || !draft?.email) return away ?? { redirect: { destination: '/registration/user', permanent: false } };
  const devOutbox = isDemoMode() && !serverEnv().SMTP_URL;
  return { props: { shell: guest.shell, state: 'sent' as const, maskedEmail: maskEmail(draft.email), devOutbox } };
});
