import { PaymentResultScreen } from '@/components/checkout/PaymentResultScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function PaymentResultPage(props: { paymentId: string; providerMessage: string | null }) {
  return <PaymentResultScreen {...props} />;
}

export const getServerSideProps = loadPage(pageTable['/pay/rental']);
