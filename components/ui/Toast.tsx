import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import styles from './Toast.module.css';

/** Long enough to read a short Korean sentence twice; screens with longer texts pass more. */
export const TOAST_MS = 2_500;

export interface ToastAction {
  label: string;
  onClick(): void;
}

export interface ToastProps {
  /** The text to show; `null` shows nothing (the live region stays, so the next text is announced). */
  message: string | null;
  /** Called when the duration has passed: the owner clears `message`. */
  onHide(): void;
  durationMs?: number;
  /** Bumped by `useToast` so the same text shown twice restarts the timer. */
  version?: number;
  action?: ToastAction;
}

/**
 * The app's one toast: a short confirmation above the bottom bars, in a polite live region so
 * screen readers hear it without losing their place, gone by itself after `durationMs`.
 */
export function Toast({ message, onHide, durationMs = TOAST_MS, version = 0, action }: ToastProps) {
  // Someone using the action (keyboard or screen reader) must not have it vanish under them.
  const [held, setHeld] = useState(false);
  // The toast may leave while focused (its action clicked): blur does not always follow an unmount.
  if (!message && held) setHeld(false);
  useEffect(() => {
    if (!message || held) return undefined;
    const timer = setTimeout(onHide, durationMs);
    return () => clearTimeout(timer);
  }, [message, version, durationMs, onHide, held]);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message ? (
        <div className={styles.toast} onFocus={() => setHeld(true)} onBlur={() => setHeld(false)}>
          <p className={styles.text}>{message}</p>
          {action ? (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                action.onClick();
                onHide();
              }}
            >
              {action.label}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A toast's state for one screen: `notify(text)` shows it (replacing the one shown), `clear` hides it. */
export function useToast() {
  const [state, setState] = useState<{ message: string | null; version: number }>({ message: null, version: 0 });
  const notify = useCallback((message: string) => setState((prev) => ({ message, version: prev.version + 1 })), []);
  const clear = useCallback(() => setState((prev) => ({ ...prev, message: null })), []);
  return { message: state.message, version: state.version, notify, clear };
}

const NotifyContext = createContext<(message: string) => void>(() => undefined);

/** The text a screen hands to the next one (see `flashOnNextScreen`); browser memory of this tab only. */
let flash: string | null = null;

/**
 * Shows `message` on the next screen's toast: a screen that navigates away right after an action
 * (a new draft becoming its own page) unmounts its own toast before anyone can read it.
 * `takeFlash` gives the text back when the navigation did not happen.
 */
export function flashOnNextScreen(message: string): void {
  flash = message;
}

export function takeFlash(): string | null {
  const message = flash;
  flash = null;
  return message;
}

/** For screens whose toasts come from deep inside (several action bars and sections): one toast for the tree. */
export function ToastProvider({ children, durationMs }: { children: ReactNode; durationMs?: number }) {
  const toast = useToast();
  const { notify } = toast;
  useEffect(() => {
    const message = takeFlash();
    if (message !== null) notify(message);
  }, [notify]);
  return (
    <NotifyContext.Provider value={toast.notify}>
      {children}
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} durationMs={durationMs} />
    </NotifyContext.Provider>
  );
}

/** `notify(text)` of the nearest ToastProvider. */
export const useNotify = () => useContext(NotifyContext);
