import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import styles from './Form.module.css';

const ICONS = { error: AlertCircle, success: CheckCircle2, info: Info } as const;

/** A message about the whole form (not one field): an icon and text, never colour alone. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  const Icon = ICONS[tone];
  return (
    <div className={`${styles.alert} ${styles[`alert_${tone}`]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={18} aria-hidden className={styles.alertIcon} />
      <div>{children}</div>
    </div>
  );
}
