import Link from '@/components/ui/AppLink';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCardBenefitError, selectCardBenefits, selectCardBenefitStatus } from '@/store/cardBenefitSlice';
import { loadCardBenefits } from '@/store/promotionThunks';
import { AppShell } from '../layout/AppShell';
import { ErrorState } from '../ui/ErrorState';
import { BenefitDetails, BenefitMatrixTable } from './BenefitMatrixTable';
import { sharedPeriod } from './benefitTable';
import { periodText } from './period';
import styles from './CardBenefitScreen.module.css';

/** /promotions/card_benefit and /card_benefit: this month's interest-free instalments by card company. */
export function CardBenefitScreen() {
  const dispatch = useAppDispatch();
  const benefits = useAppSelector(selectCardBenefits);
  const status = useAppSelector(selectCardBenefitStatus);
  const error = useAppSelector(selectCardBenefitError);
  const period = sharedPeriod(benefits);

  return (
    <AppShell title="카드 무이자 혜택" showBack titleIsHeading={false}>
      <header className={styles.head}>
        <h1 className={styles.title}>카드사 무이자 할부 혜택</h1>
        {period ? (
          <p className={styles.period}>
            <time dateTime={period.startsAt}>{periodText(period.startsAt, period.endsAt)}</time>
          </p>
        ) : null}
        <p className={styles.lead}>결제할 때 아래 개월 수로 할부를 고르면 이자 없이 나눠 낼 수 있어요.</p>
      </header>
      {status === 'failed' ? (
        <ErrorState
          message={error?.message ?? '카드 혜택을 불러오지 못했어요.'}
          onRetry={() => dispatch(loadCardBenefits())}
        />
      ) : benefits.length === 0 ? (
        <p className={styles.empty}>
          이번 달 카드사 무이자 할부 혜택이 아직 공지되지 않았어요. 일반 할부는 2~12개월로 이용할 수 있어요.
        </p>
      ) : (
        <>
          <BenefitMatrixTable benefits={benefits} />
          <BenefitDetails benefits={benefits} />
        </>
      )}
      <section className={styles.notes} aria-labelledby="benefit-notes">
        <h2 id="benefit-notes" className={styles.notesTitle}>
          꼭 확인하세요
        </h2>
        <ul className={styles.noteList}>
          <li>개인 신용카드로 결제할 때만 적용돼요. 법인·체크·선불·기프트카드는 제외예요.</li>
          <li>부분 무이자는 표시된 회차까지의 할부 이자를 고객님이 내고, 나머지 회차는 카드사가 부담해요.</li>
          <li>무이자 혜택은 카드사 사정에 따라 예고 없이 바뀔 수 있어요. 결제 화면에 표시된 조건이 우선이에요.</li>
        </ul>
        <p className={styles.links}>
          카드가 없거나 한도가 부족하다면 <Link href="/promotions/lite_pay">라이트페이</Link>나{' '}
          <Link href="/promotions/introduce_lease">소유권 이전형 렌탈(리스)</Link>도 살펴보세요.
        </p>
      </section>
    </AppShell>
  );
}
