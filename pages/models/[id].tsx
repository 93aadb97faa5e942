import { Seo } from '@/components/layout/Seo';
import { ModelDetailScreen } from '@/components/model/ModelDetailScreen';
import { modelDescription, modelJsonLd, modelTitle } from '@/components/model/modelSeo';
import { useShell } from '@/components/shell/ShellContext';
import { ogImageFor } from '@/lib/seo/ogImage';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectModelDetail } from '@/store/modelDetailSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { modelId: number };

export default function ModelPage({ modelId }: Props) {
  const shell = useShell();
  const detail = useAppSelector(selectModelDetail);
  const url = canonicalUrl(shell, `/models/${modelId}`);
  const { model } = detail;
  if (!model) {
    return (
      <>
        <Seo
          title="상품 정보 | 라이드마켓"
          description="라이드마켓에서 자전거·스키 장비의 매장별 가격을 비교하세요."
          canonical={url}
        />
        <ModelDetailScreen modelId={modelId} />
      </>
    );
  }
  const description = modelDescription(model, detail.priceComparison, detail.modelReviewHeader);
  const image = ogImageFor(shell.siteUrl, model.imageId, model.imgAlt);
  return (
    <>
      <Seo
        title={modelTitle(model)}
        description={description}
        canonical={url}
        type="product"
        image={image}
        jsonLd={modelJsonLd({
          model,
          comparison: detail.priceComparison,
          header: detail.modelReviewHeader,
          url,
          description,
          imageUrl: image.url,
          absolute: (path) => canonicalUrl(shell, path),
        })}
      />
      <ModelDetailScreen modelId={modelId} />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/models/[id]']);
