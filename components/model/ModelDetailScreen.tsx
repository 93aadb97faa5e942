import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectModelDetail } from '@/store/modelDetailSlice';
import { loadModelPage } from '@/store/modelDetailThunks';
import { AppShell } from '../layout/AppShell';
import { ErrorState } from '../ui/ErrorState';
import { DetailHtmlSection } from './DetailHtmlSection';
import { ModelActionBar } from './ModelActionBar';
import { ModelReviewSection } from './ModelReviewSection';
import { ModelSummarySection } from './ModelSummarySection';
import { PriceComparisonSection } from './PriceComparisonSection';
import { PriceHistorySection } from './PriceHistorySection';
import { SimilarModelRail } from './SimilarModelRail';
import { SpecSection } from './SpecSection';
import { TaggedPostList } from './TaggedPostList';
import { FitLine } from '@/components/fit/FitLine';
import { ToastProvider } from '@/components/ui/Toast';
import { useInteractionCapture } from '@/components/capture/useInteractionCapture';
import styles from './ModelDetailScreen.module.css';

/** /models/{id}: what the model is, where it is cheapest, what it is made of, what riders say. */
export function ModelDetailScreen({ modelId }: { modelId: number }) {
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectModelDetail);
  const { model } = detail;
  // Before the early return: hooks run on every render. A failed page has no model to credit.
  const interaction = useInteractionCapture(model && detail.status !== 'failed' ? model.id : null);

  if (!model || detail.status === 'failed') {
    return (
      <AppShell title="상품 정보" showBack showTabBar={false}>
        <ErrorState
          message={detail.error?.message ?? '상품 정보를 불러오지 못했어요.'}
          onRetry={() => dispatch(loadModelPage(modelId))}
        />
      </AppShell>
    );
  }
  return (
    <ToastProvider>
      <AppShell title={model.name} showBack showTabBar={false}>
        <div className={styles.page}>
          <ModelSummarySection model={model} />
          <FitLine fit={detail.fit} />
          <PriceComparisonSection comparison={detail.priceComparison} />
          <PriceHistorySection modelId={model.id} history={detail.priceHistory} />
          <SpecSection info={detail.detailSpecInfo} onOpen={interaction.specOpened} />
          <DetailHtmlSection html={detail.totalHtmlContent} />
          <ModelReviewSection />
          <TaggedPostList modelId={model.id} posts={detail.posts} postCount={detail.postCount} />
          <SimilarModelRail similar={detail.similarModels} />
        </div>
        <ModelActionBar model={model} bookmark={detail.bookmark} />
      </AppShell>
    </ToastProvider>
  );
}
