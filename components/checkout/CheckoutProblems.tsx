import Link from '@/components/ui/AppLink';
import styles from './Checkout.module.css';

type Props = { itemId: number; messages: string[] };

/** A selection that can no longer be paid (dates taken, option gone, stock out …): why, and the way back. */
export function CheckoutProblems({ itemId, messages }: Props) {
  return (
    <div className={styles.problems} role="alert">
      <h2 className={styles.resultTitle}>지금 선택으로는 결제할 수 없어요</h2>
      <ul className={styles.problemList}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <Link href={`/services/${itemId}`} className={styles.primary}>
        상품으로 돌아가 다시 고르기
      </Link>
    </div>
  );
}
