import type { ReactNode } from 'react';
import { SectionHeader } from '../ui/SectionHeader';
import styles from './HomeSection.module.css';

type Props = {
  id: string;
  title: string;
  subtitle?: string;
  moreHref?: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
};

/** A home section with its heading; an empty list says so in a sentence instead of leaving a hole. */
export function HomeSection({ id, title, subtitle, moreHref, isEmpty, emptyText, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionHeader id={id} title={title} subtitle={subtitle} moreHref={moreHref} />
      {isEmpty ? <p className={styles.empty}>{emptyText}</p> : children}
    </section>
  );
}
