import Link from '@/components/ui/AppLink';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPromotionGuide, type PromotionGuideKey } from '@/store/promotionGuideSlice';
import { loadPromotionGuide } from '@/store/promotionThunks';
import { formatDate } from '@/lib/dates';
import { AppShell } from '../layout/AppShell';
import { RichHtml } from '../info/RichHtml';
import { ErrorState } from '../ui/ErrorState';
import { LeaseExampleTable } from './LeaseExampleTable';
import styles from './PromotionGuideScreen.module.css';

type Action = { href: string; label: string };

const GUIDES: Record<PromotionGuideKey, { shellTitle: string; primary: Action; secondary: Action }> = {
  introduce_lease: {
    shellTitle: '리스 안내',
    primary: { href: '/bikes/commerce?filter=lease%3Atrue', label: '리스 가능한 자전거 보기' },
    secondary: { href: '/promotions/card_benefit', label: '카드 무이자 혜택과 비교하기' },
  },
  lite_pay: {
    shellTitle: '라이트페이 안내',
    primary: { href: '/promotions/card_benefit', label: '이번 달 카드 무이자 혜택 보기' },
    secondary: { href: '/promotions/introduce_lease', label: '리스(소유권 이전형 렌탈) 알아보기' },
  },
};

/** /promotions/introduce_lease and /promotions/lite_pay: the operator's guide, with the lease's worked example. */
export function PromotionGuideScreen({ guideKey }: { guideKey: PromotionGuideKey }) {
  const dispatch = useAppDispatch();
  const guide = useAppSelector(selectPromotionGuide);
  const { shellTitle, primary, secondary } = GUIDES[guideKey];
  const page = guide.key === guideKey ? guide.page : null;

  if (guide.status === 'failed' || !page) {
    return (
      <AppShell title={shellTitle} showBack titleIsHeading={false}>
        <ErrorState
          message={guide.error?.message ?? '안내를 불러오지 못했어요.'}
          onRetry={() => dispatch(loadPromotionGuide(guideKey))}
        />
      </AppShell>
    );
  }
  const example: ReactNode =
    guideKey === 'introduce_lease' && guide.leaseExample ? <LeaseExampleTable example={guide.leaseExample} /> : null;
  return (
    <AppShell title={shellTitle} showBack titleIsHeading={false}>
      <header className={styles.head}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.summary}>{page.summary}</p>
      </header>
      {example}
      <RichHtml html={page.htmlContent} className={styles.body} />
      <p className={styles.updated}>최종 수정 {formatDate(page.updatedAt)}</p>
      <div className={styles.actions}>
        <Link href={primary.href} className={styles.primary}>
          {primary.label}
        </Link>
        <Link href={secondary.href} className={styles.secondary}>
          {secondary.label}
        </Link>
      </div>
    </AppShell>
  );
}
