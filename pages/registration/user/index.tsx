import type { GetServerSideProps } from 'next';
import { EmailSignupScreen, type VerifiedPerson } from '@/components/account/EmailSignupScreen';
import { wrapper } from '@/store/wrapper';
import { getDb } from '@/server/db';
import { prepareGuestShell } from '@/server/ssr/accountPages';
import { draftPerson } from '@/server/ssr/draftIdentity';
import { pageDraft, redirectUnlessAt } from '@/server/ssr/signupPages';

type Props = { person: VerifiedPerson; email: string | null; nickname: string | null };

export default function RegistrationUserPage(props: Props) {
  return <EmailSignupScreen {...props} />;
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const guest = await prepareGuestShell(context, store);
  if ('redirect' in guest) return guest;
  const db = await getDb();
  const draft = await pageDraft(context, db);
  // The form also reopens after the mail went out, to correct a mistyped address.
  const away = redirectUnlessAt(draft, ['FORM', 'EMAIL_SENT']);
  if (away || !draft) return away ?? { notFound: true };
  if (draft.kind !== 'EMAIL') return { redirect: { destination: '/registration/phone_redirect', permanent: false } };
  const person = await draftPerson(db, draft);
  if (!person) return { redirect: { destination: '/registration/phone_redirect', permanent: false } };
  return { props: { shell: guest.shell, person, email: draft.email, nickname: draft.nickname } };
});
