import type { ShellProps } from '@/lib/shell';
import { EmailSentScreen, type EmailSentProps } from '@/components/account/EmailSentScreen';
import { maskEmail } from '@/lib/account/email';
import { getDb } from '@/server/db';
import { isDemoMode, serverEnv } from '@/server/env';
import { guestServerSideProps, queryString } from '@/server/ssr/accountPages';
import { inspectEmailLink } from '@/server/ssr/emailLinkLanding';
import { pageDraft, redirectUnlessAt } from '@/server/ssr/signupPages';

export default function RegistrationEmailPage(props: EmailSentProps) {
  return <EmailSentScreen {...props} />;
}

// Keeps its own getServerSideProps: it reads the mail's link or the sign-up draft (410 for a dead link).
export const getServerSideProps = guestServerSideProps<EmailSentProps & { shell: ShellProps }>(
  async (context, shell) => {
    const db = await getDb();
    const token = queryString(context, 'token');
    if (token) {
      // Opening the mail's link only shows it: the account is made by the page's button (a POST).
      const link = await inspectEmailLink(db, token);
      if (link.state === 'confirm')
        return { props: { shell, state: 'confirm' as const, maskedEmail: link.maskedEmail, token } };
      const draft = await pageDraft(context, db);
      context.res.statusCode = 410;
      return {
        props: { shell, state: 'link-error' as const, message: link.message, canResend: Boolean(draft?.emailSentAt) },
      };
    }
    const draft = await pageDraft(context, db);
    const away = redirectUnlessAt(draft, ['EMAIL_SENT']);
    if (away || !draft?.email) return away ?? { redirect: { destination: '/registration/user', permanent: false } };
    const devOutbox = isDemoMode() && !serverEnv().SMTP_URL;
    return { props: { shell, state: 'sent' as const, maskedEmail: maskEmail(draft.email), devOutbox } };
  }
);
