import Head from 'next/head';
import { useState } from 'react';
import { formatWon } from '@/lib/money';
import { decideSandboxPayment, type SandboxOutcome } from '@/api/payments';
import { useHydrated } from '@/components/ui/useHydrated';
import { HoldDeadline } from './HoldNotice';
import styles from './Checkout.module.css';

/** The payment being decided (server/ssr/sandboxCheckout.ts reads it from the sandbox's books). */
export type SandboxCheckoutView = {
  paymentId: string;
  orderName: string;
  amount: number;
  method: string;
  status: string;
  holdExpiresAt: string | null;
};

export type SandboxCheckoutProps = { payment: SandboxCheckoutView | null; returnPath: string | null };

const OUTCOMES: { key: SandboxOutcome; label: string; hint: string }[] = [
  { key: 'APPROVE', label: '승인', hint: '바로 결제 완료' },
  { key: 'DECLINE', label: '거절', hint: '카드사 거절' },
  { key: 'PENDING', label: '결제 대기', hint: '20초 뒤 승인' },
  { key: 'SLOW', label: '느린 응답', hint: '승인, 확인이 늦음' },
];

/**
 * The sandbox's checkout window (demo mode): stands in for a card company's or wallet's screen. The
 * tester picks what the "provider" does; the choice is recorded, then the browser goes back to
 * the shop's return route, exactly as it would from PortOne.
 */
export function SandboxCheckoutScreen({ payment, returnPath }: SandboxCheckoutProps) {
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const decide = async (outcome: SandboxOutcome) => {
    if (!payment || !returnPath) return;
    setBusy(true);
    setError(null);
    try {
      await decideSandboxPayment(payment.paymentId, outcome);
      window.location.assign(returnPath);
    } catch (e) {
      setBusy(false);
      setError(e instanceof Error ? e.message : '결과를 보내지 못했어요. 다시 시도해 주세요.');
    }
  };
  return (
    <div style={{ maxWidth: 'var(--frame-max)', margin: '0 auto', minHeight: '100vh', background: 'var(--color-bg)' }}>
      <Head>
        <title>샌드박스 결제 | 라이드마켓</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <p className={styles.banner} role="note">
        샌드박스 결제 · 실제로 돈이 나가지 않아요
      </p>
      <main className={styles.result}>
        {!payment || !returnPath ? (
          <p className={styles.error} role="alert">
            결제 정보를 찾을 수 없어요. 결제 화면에서 다시 시도해 주세요.
          </p>
        ) : (
          <>
            <h1 className={styles.resultTitle}>{payment.orderName}</h1>
            <p className={styles.amount} data-testid="sandbox-amount">
              {formatWon(payment.amount)}
            </p>
            {payment.status !== 'READY' ? (
              <p className={styles.muted}>이미 결과를 고른 결제예요. 아래 버튼은 결과를 바꾸지 않아요.</p>
            ) : (
              <HoldDeadline holdExpiresAt={payment.holdExpiresAt} />
            )}
            <div className={styles.outcomes}>
              {OUTCOMES.map((o) => (
                <button
                  key={o.key}
                  type="button"
                  className={o.key === 'APPROVE' ? styles.primary : styles.secondary}
                  disabled={busy || !hydrated}
                  onClick={() => void decide(o.key)}
                  aria-describedby={`sandbox-${o.key}`}
                >
                  <span>
                    {o.label}
                    <span id={`sandbox-${o.key}`} className="visually-hidden">
                      {' '}
                      ({o.hint})
                    </span>
                  </span>
                </button>
              ))}
            </div>
            <p className={styles.hint}>
              승인·느린 응답은 결제 완료, 거절은 결제 실패, 결제 대기는 20초 뒤 스스로 승인돼요.
            </p>
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </>
        )}
      </main>
    </div>
  );
}
