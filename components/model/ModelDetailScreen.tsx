import { useEffect } from 'react';
import { todayInSeoul } from '@/lib/dates';
import { parseRentalRange, type RentalRange } from '@/lib/rentalRange/rentalRange';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useRouter } from 'next/router';
import { withRentalRange } from '../calendar/useRentalRangeQuery';
import { DatedComparisonSection } from './DatedComparisonSection';
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
  const router = useRouter();
  // The range lives in the URL (`?start=&end=`); one the rule refuses (a stale link) is no range, and the page says why.
  const parsed = parseRentalRange(router.query.start, router.query.end, todayInSeoul());
  const setRange = (next: RentalRange | null) => {
    void router.push({ pathname: router.pathname, query: withRentalRange(router.query, next) }, undefined, {
      shallow: true,
      scroll: false,
    });
  };
  const range = parsed && 'range' in parsed ? parsed.range : null;
  const position = detail.pageArgs?.position ?? null;
  const rangeKey = range ? `${range.start}/${range.end}` : '';
  const loadedRange = detail.pageArgs?.range ?? null;
  const loadedKey = loadedRange ? `${loadedRange.start}/${loadedRange.end}` : '';
  const settled = detail.status === 'succeeded';
  // The range lives in the URL (shallow routing): a new one asks the page's operation again.
  useEffect(() => {
    if (settled && rangeKey !== loadedKey) void dispatch(loadModelPage({ id: modelId, range, position }));
  }, [settled, rangeKey, loadedKey, modelId, range, position, dispatch]);

  if (!model || detail.status === 'failed') {
    return (
      <AppShell title="상품 정보" showBack showTabBar={false}>
        <ErrorState
          message={detail.error?.message ?? '상품 정보를 불러오지 못했어요.'}
          onRetry={() => dispatch(loadModelPage({ id: modelId, range, position }))}
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
          <DatedComparisonSection
            range={range}
            comparison={detail.datedComparison}
            onRange={setRange}
            rangeError={parsed && 'error' in parsed ? parsed.error : null}
          />
          <PriceComparisonSection comparison={detail.priceComparison} range={range} />
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
