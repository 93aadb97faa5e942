import { NicknameScreen } from '@/components/member/NicknameScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function NicknamePage() {
  return <NicknameScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/configuration/nickname']);
