import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './Form.module.css';

const ICONS = { error: 'circle-exclamation-point', success: 'circle-check', info: 'info' } as const;

/** A message about the whole form (not one field): an icon and text, never colour alone. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[`alert_${tone}`]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={ICONS[tone]} size={18} className={styles.alertIcon} />
      <div>{children}</div>
    </div>
  );
}
