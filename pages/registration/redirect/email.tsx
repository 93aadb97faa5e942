import type { GetServerSideProps, GetServerSidePropsResult } from 'next';
import type { ShellProps } from '@/lib/shell';
import { EmailSentScreen, type EmailSentProps } from '@/components/account/EmailSentScreen';
import { maskEmail } from '@/lib/account/email';
import { wrapper } from '@/store/wrapper';
import { getDb } from '@/server/db';
import { isDemoMode, serverEnv } from '@/server/env';
import { prepareGuestShell, queryString } from '@/server/ssr/accountPages';
import { landEmailLink } from '@/server/ssr/emailLinkLanding';
import { pageDraft, redirectUnlessAt } from '@/server/ssr/signupPages';

export default function RegistrationEmailPage(props: EmailSentProps) {
  return <EmailSentScreen {...props} />;
}

type PageProps = EmailSentProps & { shell: ShellProps };

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context): Promise<GetServerSidePropsResult<PageProps>> => {
  const token = queryString(context, 'token');
  if (token) {
    const failure = await landEmailLink(context, token);
    if (failure === null) return { redirect: { destination: '/registration/user/friend_code', permanent: false } };
    const guest = await prepareGuestShell(context, store);
    if ('redirect' in guest) return guest;
    const draft = await pageDraft(context);
    context.res.statusCode = 410;
    return { props: { shell: guest.shell, state: 'link-error' as const, message: failure, canResend: Boolean(draft?.emailSentAt) } };
  }
  const guest = await prepareGuestShell(context, store);
  if ('redirect' in guest) return guest;
  const db = await getDb();
  const draft = await pageDraft(context, db);
  const away = redirectUnlessAt(draft, ['EMAIL_SENT']);
  if (away || !draft?.email) return away ?? { redirect: { destination: '/registration/user', permanent: false } };
  const devOutbox = isDemoMode() && !serverEnv().SMTP_URL;
  return { props: { shell: guest.shell, state: 'sent' as const, maskedEmail: maskEmail(draft.email), devOutbox } };
});
