import { ProvisionAgreementScreen, type TermsVersion } from '@/components/account/ProvisionAgreementScreen';
import { getDb } from '@/server/db';
import { listCurrentProvisions } from '@/server/domain/provision/provisionQueries';
import { normalizeReferralCode, REFERRAL_CODE } from '@/server/domain/account/referralCode';
import { guestServerSideProps, queryString } from '@/server/ssr/accountPages';
import { pageDraft } from '@/server/ssr/signupPages';

type Props = { flow: 'email' | 'social'; friendCode: string | null; terms: TermsVersion[] };

export default function RegistrationProvisionPage(props: Props) {
  return <ProvisionAgreementScreen {...props} />;
}

// Keeps its own getServerSideProps: it reads the sign-up draft and may send the person elsewhere.
export const getServerSideProps = guestServerSideProps(async (context, shell) => {
  const db = await getDb();
  const flow = queryString(context, 'flow') === 'social' ? 'social' : 'email';
  // A Kakao/Naver sign-up arrives here with the draft its login made; without one it starts over.
  if (flow === 'social') {
    const draft = await pageDraft(context, db);
    if (!draft || draft.kind === 'EMAIL') return { redirect: { destination: '/login', permanent: false } };
  }
  const code = normalizeReferralCode(queryString(context, 'friendCode') ?? '');
  const terms = (await listCurrentProvisions(db))
    .filter((p): p is typeof p & { category: TermsVersion['category'] } => p.category !== 'LOCATION')
    .map(({ category, title, version }) => ({ category, title, version }));
  return { props: { shell, flow, friendCode: REFERRAL_CODE.test(code) ? code : null, terms } };
});
