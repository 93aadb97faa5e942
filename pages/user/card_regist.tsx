import { CardRegistScreen } from '@/components/cards/CardRegistScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function CardRegistPage() {
  return <CardRegistScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/card_regist']);
