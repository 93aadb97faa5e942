import { FriendCodeStep } from './FriendCodeStep';

/**
 * The friend-code step of a sign-up, the same after an email sign-up (/registration/user/friend_code)
 * and a Kakao or Naver one (/registration/friend_code): the account exists and is signed in. Its
 * load is server/ssr/pages/memberPages.ts friendCodePage.
 */
export function FriendCodePage() {
  return <FriendCodeStep />;
}
