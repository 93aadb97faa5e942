import { useRouter } from 'next/router';
import { Seo } from '@/components/layout/Seo';
import { CommerceScreen } from '@/components/commerce/CommerceScreen';
import { commerceSeo } from '@/components/commerce/commerceSeo';
import { firstParam } from '@/components/commerce/listQuery';
import { useShell } from '@/components/shell/ShellContext';
import { useAppSelector } from '@/store/hooks';
import { selectBikeCommerceFilter } from '@/store/bikeCommerceFilterSlice';
import { selectCommerceList } from '@/store/commerceListSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function BikeCommercePage() {
  const shell = useShell();
  const { query } = useRouter();
  const filter = useAppSelector(selectBikeCommerceFilter);
  const list = useAppSelector(selectCommerceList);
  const seo = commerceSeo(
    shell,
    filter.selectedCategory,
    firstParam(query, 'category') !== undefined,
    list.models.items,
    list.models.totalCount ?? 0
  );
  return (
    <>
      <Seo title={seo.title} description={seo.description} canonical={seo.url} image={seo.image} jsonLd={seo.jsonLd} />
      <CommerceScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/bikes/commerce']);
