import styles from './ErrorState.module.css';

/** What happened, and 다시 시도 (docs/design.md §5 Error). */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.text}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        다시 시도
      </button>
    </div>
  );
}
