import { SectionHeader } from '../ui/SectionHeader';
import styles from './DetailHtmlSection.module.css';

/** The model's description as the catalogue wrote it (sanitized on the server before it reached state). */
export function DetailHtmlSection({ html }: { html: string }) {
  if (!html) return null;
  return (
    <section className={styles.section} aria-labelledby="model-detail">
      <SectionHeader id="model-detail" title="상품 설명" />
      <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
