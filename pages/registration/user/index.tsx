import { EmailSignupScreen, type VerifiedPerson } from '@/components/account/EmailSignupScreen';
import { getDb } from '@/server/db';
import { guestServerSideProps } from '@/server/ssr/accountPages';
import { draftPerson } from '@/server/ssr/draftIdentity';
import { pageDraft, redirectUnlessAt } from '@/server/ssr/signupPages';

type Props = { person: VerifiedPerson; email: string | null; nickname: string | null };

export default function RegistrationUserPage(props: Props) {
  return <EmailSignupScreen {...props} />;
}

// Keeps its own getServerSideProps: it reads the sign-up draft and may send the person to another step.
export const getServerSideProps = guestServerSideProps(async (context, shell) => {
  const db = await getDb();
  const draft = await pageDraft(context, db);
  // The form also reopens after the mail went out, to correct a mistyped address.
  const away = redirectUnlessAt(draft, ['FORM', 'EMAIL_SENT']);
  if (away || !draft) return away ?? { notFound: true };
  if (draft.kind !== 'EMAIL') return { redirect: { destination: '/registration/phone_redirect', permanent: false } };
  const person = await draftPerson(db, draft);
  if (!person) return { redirect: { destination: '/registration/phone_redirect', permanent: false } };
  return { props: { shell, person, email: draft.email, nickname: draft.nickname } };
});
