import { useId } from 'react';
import { termLines } from './referralText';
import styles from './Referral.module.css';

/** The promotion's terms (유의사항) as a list, one line each. */
export function ReferralTerms({ description }: { description: string }) {
  const id = useId();
  const lines = termLines(description);
  if (lines.length === 0) return null;
  return (
    <section className={styles.terms} aria-labelledby={id}>
      <h3 id={id}>유의사항</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
