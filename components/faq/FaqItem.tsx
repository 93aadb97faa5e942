import { Icon } from '@/components/ui/Icon';
import type { FaqEntry } from '@/api/item/faq';
import { RichHtml } from '../info/RichHtml';
import { highlightHtml, highlightSegments } from './highlight';
import styles from './FaqItem.module.css';

type Props = { faq: FaqEntry; open: boolean; terms: string[]; showCategory: boolean; onToggle: () => void };

/**
 * One question: a button that opens its answer in place (aria-expanded), search words marked. Each
 * question is an h2 under the page's h1 (no section heading between them: heading-order).
 */
export function FaqItem({ faq, open, terms, showCategory, onToggle }: Props) {
  const answerId = `faq-answer-${faq.id}`;
  return (
    <li className={styles.item}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.question}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
        >
          <span className={styles.q} aria-hidden>
            Q
          </span>
          <span className={styles.text}>
            {showCategory ? <span className={styles.category}>{faq.category}</span> : null}
            <span>
              {highlightSegments(faq.question, terms).map((segment, index) =>
                segment.mark ? (
                  <mark key={index} className={styles.mark}>
                    {segment.text}
                  </mark>
                ) : (
                  <span key={index}>{segment.text}</span>
                )
              )}
            </span>
          </span>
          <Icon name="chevron-down" size={20} className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </h2>
      <div id={answerId} role="region" aria-label={`${faq.question} 답변`} className={styles.answer} hidden={!open}>
        <RichHtml html={highlightHtml(faq.answerHtml, terms)} />
      </div>
    </li>
  );
}
