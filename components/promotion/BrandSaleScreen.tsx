import Link from '@/components/ui/AppLink';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBrandSale } from '@/store/brandSaleSlice';
import { loadBrandSale } from '@/store/promotionThunks';
import { AppShell } from '../layout/AppShell';
import { ErrorState } from '../ui/ErrorState';
import { SectionHeader } from '../ui/SectionHeader';
import { NoSaleState } from './NoSaleState';
import { PromotionModelGrid } from './PromotionModelCard';
import { SaleHero } from './SaleHero';
import { groupListHref } from './saleLinks';
import styles from './BrandSaleScreen.module.css';

/** /promotions/brand_sale: the live campaign's headline models, then a few of each group. */
export function BrandSaleScreen() {
  const dispatch = useAppDispatch();
  const sale = useAppSelector(selectBrandSale);

  if (sale.status === 'failed') {
    return (
      <AppShell title="브랜드 세일" showBack>
        <ErrorState
          message={sale.error?.message ?? '브랜드 세일을 불러오지 못했어요.'}
          onRetry={() => dispatch(loadBrandSale())}
        />
      </AppShell>
    );
  }
  if (!sale.isPossibleDeploy || !sale.promotion) {
    return (
      <AppShell title="브랜드 세일" showBack>
        <NoSaleState />
      </AppShell>
    );
  }
  return (
    <AppShell title="브랜드 세일" showBack>
      <SaleHero promotion={sale.promotion} />
      {sale.famousPromotionModels.length > 0 ? (
        <section className={styles.section} aria-labelledby="sale-famous">
          <SectionHeader
            id="sale-famous"
            title="지금 가장 인기 있는 세일"
            subtitle="출고가 대비 할인율과 매장 최저가를 함께 비교해 보세요"
          />
          <PromotionModelGrid cards={sale.famousPromotionModels} eagerCount={2} />
        </section>
      ) : null}
      {sale.promotionModelGroups.map((group, index) => (
        <section key={group.groupName} className={styles.section} aria-labelledby={`sale-group-${index}`}>
          <SectionHeader
            id={`sale-group-${index}`}
            title={group.groupName}
            subtitle={`${group.totalCount}개 모델 세일 중`}
            moreHref={groupListHref(group.groupName)}
          />
          <PromotionModelGrid cards={group.models} />
        </section>
      ))}
      <div className={styles.footer}>
        <Link href="/promotions/brand_sale/list" className={styles.all}>
          세일 모델 전체 보기
        </Link>
      </div>
    </AppShell>
  );
}
