import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './BottomSheet.module.css';

/** Open sheets, newest last: Escape closes only the one on top (a calendar over the option sheet). */
const openSheets: symbol[] = [];

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Sticky buttons at the bottom of the sheet (above the home indicator). */
  footer?: ReactNode;
};

/**
 * A sheet that slides up from the bottom (docs/design.md §4 Filters and §4 Calendar): a modal dialog with its
 * title, closed by the × button, Escape or a tap outside. Focus moves into it on open and back to
 * whatever opened it on close; the page behind does not scroll.
 */
export function BottomSheet({ open, title, onClose, children, footer }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();
    const self = Symbol('sheet');
    openSheets.push(self);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openSheets[openSheets.length - 1] === self) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      openSheets.splice(openSheets.indexOf(self), 1);
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      role="presentation"
    >
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={`${title} 닫기`}>
            <Icon name="x" size={22} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
