import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectHome } from '@/store/homeSlice';
import { dismissLineBanner, selectIsLineBannerShown, selectLineBanners } from '@/store/lineBannerSlice';
import { loadHomePage } from '@/store/homeThunks';
import { AppShell } from '../layout/AppShell';
import { Footer } from '../layout/Footer';
import { ErrorState } from '../ui/ErrorState';
import { CategoryEntry } from './CategoryEntry';
import { HomeHero } from './HomeHero';
import { HomeSection } from './HomeSection';
import { LineBannerBar } from './LineBannerBar';
import { MagazineList } from './MagazineList';
import { NearbyBusinessList } from './NearbyBusinessList';
import { NoticeList } from './NoticeList';
import { RentalItemRail } from './RentalItemRail';
import { SaleModelGrid } from './SaleModelGrid';

export function HomeScreen() {
  const dispatch = useAppDispatch();
  const home = useAppSelector(selectHome);
  const banners = useAppSelector(selectLineBanners);
  const isBannerShown = useAppSelector(selectIsLineBannerShown);

  return (
    <AppShell activeTab="home">
      <LineBannerBar
        banners={banners.map((b) => ({ ...b, linkUrl: b.linkUrl ?? '/' }))}
        isShow={isBannerShown}
        onDismiss={() => dispatch(dismissLineBanner())}
      />
      <HomeHero />
      {home.status === 'failed' ? (
        <ErrorState
          message={home.error?.message ?? '홈 화면을 불러오지 못했어요.'}
          onRetry={() => dispatch(loadHomePage())}
        />
      ) : (
        <>
          <section aria-label="카테고리" style={{ paddingTop: 'var(--space-16)' }}>
            <CategoryEntry categories={home.categories} />
          </section>
          <HomeSection
            id="home-rentals"
            title="지금 인기 있는 렌탈"
            subtitle="리뷰가 많은 매장의 하루 렌탈가"
            moreHref="/search?dealType=RENTAL"
            isEmpty={home.rentalItems.length === 0}
            emptyText="지금 예약할 수 있는 렌탈 상품이 없어요."
          >
            <RentalItemRail items={home.rentalItems} />
          </HomeSection>
          <HomeSection
            id="home-models"
            title="여러 매장에서 파는 인기 모델"
            subtitle="같은 모델, 매장별 최저가로 비교해요"
            moreHref="/bikes/commerce"
            isEmpty={home.saleModels.length === 0}
            emptyText="지금 판매 중인 모델이 없어요."
          >
            <SaleModelGrid models={home.saleModels} />
          </HomeSection>
          <HomeSection
            id="home-businesses"
            title="가까운 매장"
            subtitle="용산·한강 기준 거리순"
            moreHref="/nearby_store/map"
            isEmpty={home.businesses.length === 0}
            emptyText="근처에 입점한 매장이 아직 없어요."
          >
            <NearbyBusinessList businesses={home.businesses} />
          </HomeSection>
          <HomeSection
            id="home-magazines"
            title="매거진"
            subtitle="코스 추천부터 장비 고르는 법까지"
            moreHref="/recommends"
            isEmpty={home.magazines.length === 0}
            emptyText="새 매거진을 준비하고 있어요."
          >
            <MagazineList magazines={home.magazines} />
          </HomeSection>
          <HomeSection
            id="home-notices"
            title="공지사항"
            moreHref="/notices"
            isEmpty={home.notices.length === 0}
            emptyText="새로운 공지가 없어요."
          >
            <NoticeList notices={home.notices} />
          </HomeSection>
        </>
      )}
      <Footer />
    </AppShell>
  );
}
