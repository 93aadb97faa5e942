import { Seo } from '@/components/layout/Seo';
import { RecommendationScreen } from '@/components/recommendation/RecommendationScreen';
import { recommendationSeo } from '@/components/recommendation/recommendationSeo';
import { useShell } from '@/components/shell/ShellContext';
import { useAppSelector } from '@/store/hooks';
import { selectCategoryRecommendation } from '@/store/categoryRecommendationSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { categoryKey: string };

export default function CategoryRecommendationPage({ categoryKey }: Props) {
  const shell = useShell();
  const state = useAppSelector(selectCategoryRecommendation);
  const seo = recommendationSeo(shell, categoryKey, state.categoryName, state.recommendationItemList.items);
  return (
    <>
      <Seo title={seo.title} description={seo.description} canonical={seo.url} jsonLd={seo.jsonLd} />
      <RecommendationScreen categoryKey={categoryKey} />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/recommendations/[category]']);
