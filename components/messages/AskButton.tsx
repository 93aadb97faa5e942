import { useState } from 'react';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { loginHref } from '@/lib/account/returnUrl';
import { useAppDispatch } from '@/store/hooks';
import { openThreadFor } from '@/store/messagesThunks';
import styles from './AskButton.module.css';

type Props = {
  subject: { itemId: number } | { orderId: number };
  /** Where the thread opens: the customer's my page, or the console for a seller's order. */
  basePath?: '/user/messages' | '/seller/messages';
  className?: string;
  label?: string;
};

/**
 * 문의하기 (docs/product.md §3 Messages): opens (or makes) the thread about the item or order and
 * goes to it. A visitor is sent to log in and comes back here.
 */
export function AskButton({ subject, basePath = '/user/messages', className, label = '문의하기' }: Props) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ask = async () => {
    setBusy(true);
    setError(null);
    const result = await dispatch(openThreadFor(subject));
    if (openThreadFor.fulfilled.match(result)) {
      await router.push(`${basePath}/${result.payload}`);
      return;
    }
    setBusy(false);
    if (result.payload?.code === 'UNAUTHENTICATED') {
      await router.push(loginHref(router.asPath));
      return;
    }
    setError(result.payload?.message ?? '대화를 열지 못했어요. 잠시 후 다시 시도해 주세요.');
  };
  return (
    <>
      <button
        type="button"
        className={className ?? styles.ask}
        onClick={() => void ask()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <Icon name="message-circle" size={18} />
        {label}
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
