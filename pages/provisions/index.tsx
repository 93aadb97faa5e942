import { Seo } from '@/components/layout/Seo';
import { ProvisionListScreen } from '@/components/provision/ProvisionListScreen';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function ProvisionsPage() {
  const shell = useShell();
  const url = canonicalUrl(shell, '/provisions');
  return (
    <>
      <Seo
        title="약관 및 정책 | 라이드마켓"
        description="라이드마켓 이용약관, 개인정보처리방침, 마케팅 정보 수신 동의, 위치기반서비스 이용약관의 시행 중인 버전과 개정 이력을 확인하세요."
        canonical={url}
        jsonLd={[
          breadcrumbJsonLd([
            { name: '라이드마켓', url: canonicalUrl(shell, '/') },
            { name: '약관 및 정책', url },
          ]),
        ]}
      />
      <ProvisionListScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/provisions']);
