import { Seo } from '@/components/layout/Seo';
import { ItemDetailScreen } from '@/components/item/ItemDetailScreen';
import { itemDescription, itemJsonLd, itemTitle } from '@/components/item/itemSeo';
import { useShell } from '@/components/shell/ShellContext';
import type { InternalReferrer } from '@/lib/item/internalReferrer';
import { ogImageFor } from '@/lib/seo/ogImage';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectItemDetail } from '@/store/itemDetailSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { itemId: number; internalReferrer: InternalReferrer | null };

export default function ItemPage({ itemId, internalReferrer }: Props) {
  const shell = useShell();
  const detail = useAppSelector(selectItemDetail);
  const url = canonicalUrl(shell, `/services/${itemId}`);
  const screen = <ItemDetailScreen itemId={itemId} internalReferrer={internalReferrer} />;
  if (!detail || detail.item.id !== itemId) {
    return (
      <>
        <Seo
          title="상품 상세 | 라이드마켓"
          description="라이드마켓에서 자전거·스키 장비를 렌탈하고 구매하세요."
          canonical={url}
        />
        {screen}
      </>
    );
  }
  const description = itemDescription(detail);
  const image = ogImageFor(shell.siteUrl, detail.item.imageId, detail.item.imgAlt);
  return (
    <>
      <Seo
        title={itemTitle(detail)}
        description={description}
        canonical={url}
        type="product"
        image={image}
        jsonLd={itemJsonLd({
          detail,
          url,
          imageUrl: image.url,
          description,
          absolute: (path) => canonicalUrl(shell, path),
        })}
      />
      {screen}
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/services/[id]']);
