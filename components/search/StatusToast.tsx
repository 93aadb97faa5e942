import { useEffect } from 'react';
import styles from './StatusToast.module.css';

const SHOW_MS = 2_400;

/** A short confirmation at the bottom (찜 목록에 담았어요), read out by screen readers, gone by itself. */
export function StatusToast({ message, onDone }: { message: string | null; onDone(): void }) {
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(onDone, SHOW_MS);
    return () => clearTimeout(timer);
  }, [message, onDone]);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message ? <p className={styles.toast}>{message}</p> : null}
    </div>
  );
}
