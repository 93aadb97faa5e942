import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './Toast.module.css';

/** A short confirmation (`찜 목록에 담았어요`) above the bottom bar; screen readers hear it too. */
export function Toast({ message }: { message: string | null }) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message ? <p className={styles.toast}>{message}</p> : null}
    </div>
  );
}

/** The toast's state: `notify(text)` shows it for a few seconds; a new one replaces the old. */
export function useToast(durationMs = 2500): { message: string | null; notify: (text: string) => void } {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const notify = useCallback((text: string) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(null), durationMs);
  }, [durationMs]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return { message, notify };
}
