import { Seo } from '@/components/layout/Seo';
import { UsedItemScreen } from '@/components/used/UsedItemScreen';
import { usedSeo } from '@/components/used/usedSeo';
import { useShell } from '@/components/shell/ShellContext';
import { useAppSelector } from '@/store/hooks';
import { selectUsedItemState } from '@/store/usedItemSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function UsedItemListPage() {
  const shell = useShell();
  const state = useAppSelector(selectUsedItemState);
  const category = state.categoryTemplates.find((t) => t.key === state.categoryKey) ?? null;
  const seo = usedSeo(shell, category, state.usedItemList.items, state.usedItemListHeader.itemCount);
  return (
    <>
      <Seo title={seo.title} description={seo.description} canonical={seo.url} image={seo.image} jsonLd={seo.jsonLd} />
      <UsedItemScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/used_item/list']);
