import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { ModelDetailScreen } from '@/components/model/ModelDetailScreen';
import { modelDescription, modelJsonLd, modelTitle } from '@/components/model/modelSeo';
import { useShell } from '@/components/shell/ShellContext';
import { ogImageFor } from '@/lib/seo/ogImage';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectModelDetail } from '@/store/modelDetailSlice';
import { loadModelDetail } from '@/store/modelDetailThunks';
import { wrapper } from '@/store/wrapper';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

type Props = { modelId: number };

export default function ModelPage({ modelId }: Props) {
  const shell = useShell();
  const detail = useAppSelector(selectModelDetail);
  const url = canonicalUrl(shell, `/models/${modelId}`);
  const { model } = detail;
  if (!model) {
    return (
      <>
        <Seo title="상품 정보 | 라이드마켓" description="라이드마켓에서 자전거·스키 장비의 매장별 가격을 비교하세요." canonical={url} />
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
          model, comparison: detail.priceComparison, header: detail.modelReviewHeader, url, description,
          imageUrl: image.url, absolute: (path) => canonicalUrl(shell, path),
        })}
      />
      <ModelDetailScreen modelId={modelId} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  // Only a plain positive id names a model; anything else (abc, 0, 007, 1e3) is not a page.
  const raw = String(context.params?.id ?? '');
  if (!/^[1-9]\d{0,8}$/.test(raw)) return { notFound: true };
  const shell = await prepareShell(context, store);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    const modelId = Number(raw);
    await store.dispatch(loadModelDetail(modelId));
    const { status, error } = store.getState().modelDetail;
    if (status === 'failed') {
      if (error?.code === 'NOT_FOUND' || error?.code === 'INVALID_INPUT') return { notFound: true };
      // A failed load still renders (with 다시 시도), but tells crawlers not to keep this copy.
      context.res.statusCode = 503;
    }
    return { props: { shell, modelId } };
  });
});
