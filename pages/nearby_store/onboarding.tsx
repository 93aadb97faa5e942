import { Seo } from '@/components/layout/Seo';
import { OnboardingScreen } from '@/components/nearbyMap/OnboardingScreen';
import { useShell } from '@/components/shell/ShellContext';
import { canonicalUrl } from '@/lib/shell';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function NearbyOnboardingPage() {
  const shell = useShell();
  return (
    <>
      <Seo
        title="내 주변 매장 찾기 | 라이드마켓"
        description="내 위치에서 가까운 자전거·스키 렌탈 매장을 거리순으로 찾아보세요."
        canonical={canonicalUrl(shell, '/nearby_store/onboarding')}
      />
      <OnboardingScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/nearby_store/onboarding']);
