import styles from './SearchSkeleton.module.css';

/** Loading: grey cards of the final cards' size, so nothing jumps when the results arrive. */
export function SearchSkeleton() {
  return (
    <ul className={styles.grid} aria-hidden>
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className={styles.card}>
          <span className={styles.image} />
          <span className={styles.line} />
          <span className={styles.lineShort} />
        </li>
      ))}
    </ul>
  );
}
