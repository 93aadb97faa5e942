import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import styles from './SectionHeader.module.css';

type Props = { id: string; title: string; subtitle?: string; moreHref?: string; moreLabel?: string };

export function SectionHeader({ id, title, subtitle, moreHref, moreLabel = '전체보기' }: Props) {
  return (
    <div className={styles.header}>
      <div>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {moreHref ? (
        <Link href={moreHref} className={styles.more} aria-label={`${title} ${moreLabel}`}>
          {moreLabel}
          <Icon name="chevron-right" size={16} />
        </Link>
      ) : null}
    </div>
  );
}
