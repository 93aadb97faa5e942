import { useId } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './StarRatingInput.module.css';

const WORDS = ['', '별로예요', '그저 그래요', '괜찮아요', '좋아요', '최고예요'] as const;

/**
 * 별점 1–5 as a radio group: arrow keys move between stars (native radios), each star is labelled
 * with its score and word, and the chosen word is written out beside the stars.
 */
export function StarRatingInput({
  value,
  onChange,
  disabled = false,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
  error?: string | null;
}) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className={styles.group} disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>별점</legend>
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((score) => (
          <label key={score} className={styles.star}>
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className={styles.radio}
            />
            <Icon name="star" size={32} className={score <= value ? styles.on : styles.off} />
            <span className={styles.hidden}>{`${score}점 ${WORDS[score]}`}</span>
          </label>
        ))}
        <span className={styles.word} aria-hidden>
          {value > 0 ? WORDS[value] : '별점을 골라 주세요'}
        </span>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
