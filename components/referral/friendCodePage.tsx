import type { GetServerSideProps } from 'next';
import { loadMyReferral } from '@/store/referralThunks';
import { wrapper } from '@/store/wrapper';
import { FriendCodeStep } from './FriendCodeStep';

type SsrHelpers = { prepareMemberShell: typeof import('@/server/ssr/shell').prepareMemberShell };

/**
 * The friend-code step of a sign-up, the same after an email sign-up (/registration/user/friend_code)
 * and a Kakao or Naver one (/registration/friend_code): the account exists and is signed in.
 */
export function FriendCodePage() {
  return <FriendCodeStep />;
}

/** Its getServerSideProps; server helpers are handed in so this module stays out of server/. */
export function friendCodeServerSideProps(ssr: SsrHelpers): GetServerSideProps {
  return wrapper.getServerSideProps((store) => async (context) => {
    const member = await ssr.prepareMemberShell(context, store);
    if ('redirect' in member) return member;
    // A failed load still renders the step: it is optional, and the page offers the way on.
    await store.dispatch(loadMyReferral());
    return { props: { shell: member.shell } };
  });
}
