import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBrandIntro } from '@/store/brandIntroSlice';
import { loadBrandIntro, loadMoreBrandModels } from '@/store/promotionThunks';
import { hasNextPage } from '@/lib/lists';
import { AppShell } from '../layout/AppShell';
import { RichHtml } from '../info/RichHtml';
import { ErrorState } from '../ui/ErrorState';
import { SectionHeader } from '../ui/SectionHeader';
import { BrandModelGrid } from './BrandModelGrid';
import { MoreButton } from './MoreButton';
import { PromotionModelGrid } from './PromotionModelCard';
import { untilText } from './period';
import styles from './BrandIntroScreen.module.css';

const CATEGORY_LABEL = { BIKE: '자전거', SKI: '스키·보드' } as const;

/** /promotions/brands/{brandKey}: who the brand is, what of it is on sale now, everything we offer of it. */
export function BrandIntroScreen({ brandKey }: { brandKey: string }) {
  const dispatch = useAppDispatch();
  const intro = useAppSelector(selectBrandIntro);
  const { brand } = intro;

  if (intro.status === 'failed' || !brand) {
    return (
      <AppShell title="브랜드관" showBack titleIsHeading={false}>
        <ErrorState
          message={intro.error?.message ?? '브랜드 정보를 불러오지 못했어요.'}
          onRetry={() => dispatch(loadBrandIntro(brandKey))}
        />
      </AppShell>
    );
  }
  return (
    <AppShell title={`${brand.name} 브랜드관`} showBack titleIsHeading={false}>
      <header className={styles.head}>
        <p className={styles.tags}>
          {brand.country} · {CATEGORY_LABEL[brand.categoryCode]}
        </p>
        <h1 className={styles.name}>
          {brand.name}{' '}
          <span className={styles.nameEn} lang="en">
            {brand.nameEn}
          </span>
        </h1>
        <p className={styles.lead}>{brand.description}</p>
      </header>
      {intro.saleModels.length > 0 && intro.promotion ? (
        <section className={styles.section} aria-labelledby="brand-sale">
          <SectionHeader
            id="brand-sale"
            title={`${intro.promotion.title} 특가`}
            subtitle={untilText(intro.promotion.endsAt)}
            moreHref="/promotions/brand_sale"
            moreLabel="세일 전체"
          />
          <PromotionModelGrid cards={intro.saleModels} showBrandLink={false} eagerCount={2} />
        </section>
      ) : null}
      {brand.introHtml ? (
        <section className={styles.section} aria-label={`${brand.name} 소개`}>
          <RichHtml html={brand.introHtml} className={styles.intro} />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="brand-models">
        <SectionHeader
          id="brand-models"
          title={`${brand.name} 전체 모델`}
          subtitle={`판매·렌탈 중인 ${intro.models.totalCount ?? 0}개 모델`}
        />
        {intro.models.items.length === 0 ? (
          <p className={styles.empty}>
            지금은 판매나 렌탈 중인 {brand.name} 모델이 없어요. 입고되면 이곳에 보여 드릴게요.
          </p>
        ) : (
          <BrandModelGrid models={intro.models.items} />
        )}
        <MoreButton
          hasMore={hasNextPage(intro.models)}
          status={intro.moreStatus}
          onMore={() => dispatch(loadMoreBrandModels())}
          shown={intro.models.items.length}
          total={intro.models.totalCount}
          endText={`${brand.name} 모델을 모두 봤어요.`}
        />
      </section>
    </AppShell>
  );
}
