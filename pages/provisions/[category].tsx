import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PROVISION_LABELS } from '@/components/provision/labels';
import { ProvisionScreen } from '@/components/provision/ProvisionScreen';
import { useShell } from '@/components/shell/ShellContext';
import { provisionCategoryOfSlug, provisionPath, type ProvisionCategory } from '@/api/item/provisions';
import { formatDate } from '@/lib/dates';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { loadProvisionPage, selectProvisionPage } from '@/store/provisionPageSlice';
import { wrapper } from '@/store/wrapper';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

type Props = { category: ProvisionCategory };

export default function ProvisionPage({ category }: Props) {
  const shell = useShell();
  const page = useAppSelector(selectProvisionPage);
  const name = PROVISION_LABELS[category].name;
  // Every version shares the current version's URL as canonical: that is the page to index.
  const url = canonicalUrl(shell, provisionPath(category));
  const shown = page?.category === category ? page : null;
  const title = shown && !shown.isCurrent ? `${name} v${shown.version} (지난 버전) | 라이드마켓` : `${name} | 라이드마켓`;
  const description = shown
    ? `라이드마켓 ${shown.title} v${shown.version}, ${formatDate(shown.effectiveAt)} 시행. ${PROVISION_LABELS[category].about}.`
    : `라이드마켓 ${name}`;
  return (
    <>
      <Seo title={title} description={description} canonical={url}
        jsonLd={[breadcrumbJsonLd([
          { name: '라이드마켓', url: canonicalUrl(shell, '/') },
          { name: '약관 및 정책', url: canonicalUrl(shell, '/provisions') },
          { name, url },
        ])]} />
      <ProvisionScreen category={category} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const category = provisionCategoryOfSlug(String(context.params?.category ?? ''));
  if (!category) return { notFound: true };
  const rawVersion = context.query.version;
  const version = typeof rawVersion === 'string' && rawVersion !== '' ? rawVersion : null;
  const shell = await prepareShell(context, store);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    await store.dispatch(loadProvisionPage({ category, version }));
    const { status, error } = store.getState().provisionPage;
    if (status === 'failed') {
      // An unknown or not yet effective version, or a malformed one, is not a page.
      if (error?.code === 'NOT_FOUND' || error?.code === 'INVALID_INPUT') return { notFound: true };
      context.res.statusCode = 503;
    }
    return { props: { shell, category } };
  });
});
