import { CouponBookScreen } from '@/components/coupon/CouponBookScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function CouponBookPage() {
  return <CouponBookScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/couponbook']);
