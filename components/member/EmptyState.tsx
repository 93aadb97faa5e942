import Link from '@/components/ui/AppLink';
import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** docs/design.md §5 Empty: an empty list says so in one short sentence and offers one useful action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: { href: string; label: string };
}) {
  return (
    <div className={styles.box}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
      <Link href={action.href} className={styles.action}>
        {action.label}
      </Link>
    </div>
  );
}
