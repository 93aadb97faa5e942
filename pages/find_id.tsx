import { FindIdScreen } from '@/components/identity/FindIdScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { returnedVerificationId: string | null };

export default function FindIdPage(props: Props) {
  return <FindIdScreen {...props} />;
}

export const getServerSideProps = loadPage(pageTable['/find_id']);
