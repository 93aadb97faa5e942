import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import type { EasyPayProvider, PayMethod } from '@/api/order/generated';
import type { CheckoutPageData } from '@/api/order/checkout';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  cardChosen,
  easyPayChosen,
  instalmentChosen,
  leaseMonthsChosen,
  leaseCardChosen,
  methodChosen,
  selectCheckoutChoices,
  selectCheckoutPage,
} from '@/store/checkoutSlice';
import styles from './Checkout.module.css';

const EASY_PAYS: { key: EasyPayProvider; label: string }[] = [
  { key: 'NAVERPAY', label: '네이버페이' },
  { key: 'KAKAOPAY', label: '카카오페이' },
  { key: 'TOSSPAY', label: '토스페이' },
];

type Instalment = CheckoutPageData['cardInstalments'][number]['options'][number];

/** `3개월 (무이자)`, `6개월 (부분 무이자: 4개월)`, or plain months; 0 is 일시불. */
export function instalmentLabel(option: Instalment): string {
  if (option.months === 0) return '일시불';
  if (option.kind === 'FREE') return `${option.months}개월 (무이자)`;
  if (option.kind === 'PARTIAL')
    return `${option.months}개월 (부분 무이자${option.paidMonths ? `: ${option.paidMonths}개월 고객 부담` : ''})`;
  return `${option.months}개월`;
}

function CardChoice({ page }: { page: CheckoutPageData }) {
  const dispatch = useAppDispatch();
  const { cardCode, instalmentMonths } = useAppSelector(selectCheckoutChoices);
  const card = page.cardInstalments.find((c) => c.cardCode === cardCode) ?? null;
  return (
    <div className={styles.choices}>
      <select
        className={styles.select}
        aria-label="카드사"
        value={cardCode ?? ''}
        onChange={(e) => dispatch(cardChosen(e.target.value || null))}
      >
        <option value="">카드사를 선택해 주세요</option>
        {page.cardInstalments.map((c) => (
          <option key={c.cardCode} value={c.cardCode}>
            {c.cardCompany}
          </option>
        ))}
      </select>
      <select
        className={styles.select}
        aria-label="할부 개월"
        value={instalmentMonths}
        disabled={!card}
        onChange={(e) => dispatch(instalmentChosen(Number(e.target.value)))}
      >
        <option value={0}>일시불</option>
        {card?.options
          .filter((o) => o.months > 0)
          .map((o) => (
            <option key={o.months} value={o.months}>
              {instalmentLabel(o)}
            </option>
          ))}
      </select>
      {!card ? <p className={styles.hint}>카드사를 고르면 무이자 할부 개월을 볼 수 있어요.</p> : null}
    </div>
  );
}

function LeaseChoice({ page }: { page: CheckoutPageData }) {
  const dispatch = useAppDispatch();
  const { leaseMonths, billingKeyId } = useAppSelector(selectCheckoutChoices);
  const router = useRouter();
  return (
    <>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">렌탈 기간</legend>
        {page.leaseOptions.map((lease) => (
          <label key={lease.months} className={lease.months === leaseMonths ? styles.choiceOn : styles.choice}>
            <input
              type="radio"
              name="lease"
              checked={lease.months === leaseMonths}
              onChange={() => dispatch(leaseMonthsChosen(lease.months))}
            />
            <span className={styles.choiceBody}>
              <span className={styles.choiceTitle}>
                {lease.months}개월 · 월 {formatWon(lease.monthlyPrice)}
              </span>
              <span className={styles.muted}>{lease.text || `총 ${formatWon(lease.totalPrice)}`}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend className={styles.hint}>매달 결제할 카드</legend>
        {page.cards.map((card) => (
          <label key={card.id} className={card.id === billingKeyId ? styles.choiceOn : styles.choice}>
            <input
              type="radio"
              name="leaseCard"
              checked={card.id === billingKeyId}
              onChange={() => dispatch(leaseCardChosen(card.id))}
            />
            <span className={styles.choiceBody}>
              <span className={styles.choiceTitle}>{card.cardCompany}</span>
              <span className={styles.muted}>{card.maskedNumber}</span>
            </span>
          </label>
        ))}
        <Link href={`/user/card_regist?returnUrl=${encodeURIComponent(router.asPath)}`} className={styles.hint}>
          {page.cards.length === 0 ? '렌탈페이에 쓸 카드를 먼저 등록해 주세요 →' : '다른 카드 등록하기 →'}
        </Link>
      </fieldset>
      <p className={styles.hint}>
        렌탈페이는 등록한 카드로 매달 결제돼요. 첫 달 요금은 지금 결제되고, 계약이 끝나면 상품은 내 것이 돼요.
      </p>
    </>
  );
}

/** 결제 수단: card (company and instalment months), easy pay, and rental pay when the item can be leased. */
export function PaymentMethodSection() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectCheckoutPage);
  const { method, easyPayProvider } = useAppSelector(selectCheckoutChoices);
  if (!page) return null;
  const methods: { key: PayMethod; label: string }[] = [
    { key: 'CARD', label: '신용·체크카드' },
    { key: 'EASY_PAY', label: '간편결제' },
    ...(page.leaseOptions.length > 0 ? [{ key: 'RENTAL_PAY' as const, label: '렌탈페이' }] : []),
  ];
  return (
    <section className={styles.section} aria-labelledby="checkout-method">
      <h2 id="checkout-method" className={styles.sectionTitle}>
        결제 수단
      </h2>
      <div className={styles.chips} role="radiogroup" aria-label="결제 수단">
        {methods.map((m) => (
          <button
            key={m.key}
            type="button"
            role="radio"
            aria-checked={method === m.key}
            className={method === m.key ? styles.chipOn : styles.chip}
            onClick={() => dispatch(methodChosen(m.key))}
          >
            {m.label}
          </button>
        ))}
      </div>
      <div style={{ marginTop: 'var(--space-12)' }}>
        {method === 'CARD' ? <CardChoice page={page} /> : null}
        {method === 'EASY_PAY' ? (
          <div className={styles.chips} role="radiogroup" aria-label="간편결제">
            {EASY_PAYS.map((p) => (
              <button
                key={p.key}
                type="button"
                role="radio"
                aria-checked={easyPayProvider === p.key}
                className={easyPayProvider === p.key ? styles.chipOn : styles.chip}
                onClick={() => dispatch(easyPayChosen(p.key))}
              >
                {p.label}
              </button>
            ))}
          </div>
        ) : null}
        {method === 'RENTAL_PAY' ? <LeaseChoice page={page} /> : null}
      </div>
    </section>
  );
}
