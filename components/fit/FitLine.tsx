import Link from '@/components/ui/AppLink';
import type { ModelFit } from '@/api/item/fitProfile';
import styles from './FitLine.module.css';

/**
 * The fit line of the model and item pages (docs/product.md §3 Fit profile): the recommendation when
 * the member has a profile, else a link to set one up; with a DIN, always the shop's binding note.
 * Nothing for what fit does not size.
 */
export function FitLine({ fit }: { fit: ModelFit | null }) {
  if (!fit?.applies) return null;
  if (!fit.hasProfile || !fit.text) {
    return (
      <section className={styles.fit} aria-label="내 사이즈">
        <Link href="/user/fit_profile" className={styles.setup}>
          키와 몸무게를 알려 주시면 내 사이즈를 추천해 드려요
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.fit} aria-label="내 사이즈">
      <p className={styles.text}>{fit.text}</p>
      {fit.bindingNote ? <p className={styles.note}>{fit.bindingNote}</p> : null}
      <Link href="/user/fit_profile" className={styles.edit}>
        내 사이즈 수정
      </Link>
    </section>
  );
}
