import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBrandSaleList } from '@/store/brandSaleListSlice';
import { loadBrandSaleList, loadMoreBrandSaleModels } from '@/store/promotionThunks';
import { hasNextPage } from '@/lib/lists';
import { AppShell } from '../layout/AppShell';
import { ErrorState } from '../ui/ErrorState';
import { GroupChips } from './GroupChips';
import { MoreButton } from './MoreButton';
import { NoSaleState } from './NoSaleState';
import { PromotionModelGrid } from './PromotionModelCard';
import { untilText } from './period';
import styles from './BrandSaleListScreen.module.css';

/** /promotions/brand_sale/list: every model of the live campaign, by group, twenty at a time. */
export function BrandSaleListScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectBrandSaleList);

  if (list.status === 'failed') {
    return (
      <AppShell title="브랜드 세일 전체" showBack titleIsHeading={false}>
        <ErrorState
          message={list.error?.message ?? '세일 모델을 불러오지 못했어요.'}
          onRetry={() => dispatch(loadBrandSaleList(list.groupName))}
        />
      </AppShell>
    );
  }
  if (!list.isPossibleDeploy || !list.promotion) {
    return (
      <AppShell title="브랜드 세일 전체" showBack titleIsHeading={false}>
        <NoSaleState />
      </AppShell>
    );
  }
  const total = list.groups.reduce((sum, g) => sum + g.totalCount, 0);
  return (
    <AppShell title="브랜드 세일 전체" showBack titleIsHeading={false}>
      <div className={styles.head}>
        <h1 className={styles.title}>{list.promotion.title}</h1>
        <p className={styles.meta}>
          {untilText(list.promotion.endsAt)} · {list.groupName ?? '전체'} {list.models.totalCount ?? 0}개
        </p>
      </div>
      <GroupChips groups={list.groups} selected={list.groupName} total={total} />
      <div className={styles.list} aria-busy={list.status === 'loading'}>
        <PromotionModelGrid cards={list.models.items} eagerCount={2} />
      </div>
      <MoreButton
        hasMore={hasNextPage(list.models)}
        status={list.moreStatus}
        onMore={() => dispatch(loadMoreBrandSaleModels())}
        shown={list.models.items.length}
        total={list.models.totalCount}
        endText="세일 모델을 모두 봤어요."
      />
    </AppShell>
  );
}
