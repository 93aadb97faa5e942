import { FriendCodePage } from '@/components/referral/friendCodePage';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default FriendCodePage;

export const getServerSideProps = loadPage(pageTable['/registration/user/friend_code']);
