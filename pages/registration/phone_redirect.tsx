import { PhoneVerifyScreen } from '@/components/identity/PhoneVerifyScreen';
import { guestServerSideProps, queryString } from '@/server/ssr/accountPages';
import { pageDraft, redirectUnlessAt } from '@/server/ssr/signupPages';
import { isVerificationId } from '@/server/domain/identity/verifications';

type Props = { kind: 'EMAIL' | 'KAKAO' | 'NAVER'; returnedVerificationId: string | null };

export default function RegistrationPhonePage(props: Props) {
  return <PhoneVerifyScreen {...props} />;
}

// Keeps its own getServerSideProps: it reads the sign-up draft and may send the person to another step.
export const getServerSideProps = guestServerSideProps(async (context, shell) => {
  context.res.setHeader('cache-control', 'private, no-store');
  const draft = await pageDraft(context);
  // A Kakao/Naver draft that has not agreed yet goes back to its own terms step.
  if (draft && draft.kind !== 'EMAIL' && !draft.agreedAt)
    return { redirect: { destination: '/registration/provision?flow=social', permanent: false } };
  const away = redirectUnlessAt(draft, ['IDENTITY']);
  if (away || !draft) return away ?? { notFound: true };
  const returned = queryString(context, 'verificationId');
  return { props: { shell, kind: draft.kind, returnedVerificationId: isVerificationId(returned) ? returned : null } };
});
