import Link from '@/components/ui/AppLink';
import type { Inquiry } from '@/api/item/inquiries';
import { formatDateTime } from '@/lib/dates';
import { formatWon } from '@/lib/money';
import { StatusChip } from './StatusChip';
import styles from './Inquiries.module.css';

type Props = {
  inquiry: Inquiry;
  /** Where the order opens: the member's order detail, or the console's order screen. */
  orderHref: (orderId: number) => string;
  /** What stands where the replies go before the first one (the member and the operator read it differently). */
  noReplies: string;
};

/**
 * One inquiry as its member and the operator read it (docs/product.md §3 1:1 inquiries): type,
 * state and when, the question with its order and photos, then every answer and follow-up in order.
 */
export function InquiryThread({ inquiry, orderHref, noReplies }: Props) {
  return (
    <>
      <article className={styles.card} aria-labelledby="inquiry-title">
        <p className={styles.cardMeta}>
          <StatusChip status={inquiry.status} label={inquiry.statusLabel} />
          <span>{inquiry.typeLabel}</span>
          <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>
        </p>
        <h2 id="inquiry-title" className={styles.title}>
          {inquiry.title ?? `${inquiry.typeLabel} 문의`}
        </h2>
        <p className={styles.body}>{inquiry.body}</p>
        {inquiry.order ? (
          <Link href={orderHref(inquiry.order.id)} className={styles.orderLink}>
            주문 · {inquiry.order.itemName} · {formatWon(inquiry.order.totalPrice)}
          </Link>
        ) : null}
        {inquiry.photos.length > 0 ? (
          <ul className={styles.photos} aria-label={`첨부 사진 ${inquiry.photos.length}장`}>
            {inquiry.photos.map((p, i) => (
              <li key={p.id}>
                <a href={p.url} target="_blank" rel="noreferrer" className={styles.orderLink}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- our own image route, already sized */}
                  <img src={p.thumbUrl} alt={`첨부 사진 ${i + 1}`} width={88} height={88} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      <section aria-labelledby="replies-title">
        <h2 id="replies-title" className="visually-hidden">
          답변
        </h2>
        {inquiry.replies.length === 0 ? (
          <p className={styles.hint}>{noReplies}</p>
        ) : (
          <ol className={styles.replies}>
            {inquiry.replies.map((r) => (
              <li key={r.id} className={`${styles.reply} ${r.side === 'OPERATOR' ? styles.replyOperator : ''}`}>
                <p className={styles.replyHead}>
                  <strong>{r.side === 'OPERATOR' ? `답변 · ${r.authorName}` : `추가 문의 · ${r.authorName}`}</strong>
                  <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                </p>
                <p className={styles.body}>{r.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
