import { FriendCodePage, friendCodeServerSideProps } from '@/components/referral/friendCodePage';
import { prepareMemberShell } from '@/server/ssr/shell';

export default FriendCodePage;

export const getServerSideProps = friendCodeServerSideProps({ prepareMemberShell });
