import { Icon } from '@/components/ui/Icon';
import { formatDate } from '@/lib/dates';
import styles from './ReviewExtras.module.css';

/**
 * 구매 인증 / 대여 인증: the review was written from a paid order, by the member who paid. Text and
 * icon together (never colour alone).
 */
export function VerifiedMark({ isVerified, dealType }: { isVerified: boolean; dealType: 'RENTAL' | 'SELL' | null }) {
  if (!isVerified) return null;
  return (
    <span className={styles.verified}>
      <Icon name="badge-check" size={14} />
      {dealType === 'RENTAL' ? '대여 인증' : '구매 인증'}
    </span>
  );
}

export type ReplyView = { content: string; repliedDatetime: string; businessName: string };

/** 사장님 답글 under a review: who answered (the business) and when. */
export function ReviewReply({ reply }: { reply: ReplyView | null }) {
  if (!reply) return null;
  return (
    <div className={styles.reply} role="group" aria-label="사장님 답글">
      <p className={styles.replyHead}>
        <Icon name="message-square-reply" size={14} />
        <strong>사장님 답글</strong>
        <span className={styles.replyBusiness}>{reply.businessName}</span>
        <time className={styles.replyDate} dateTime={reply.repliedDatetime}>
          {formatDate(reply.repliedDatetime)}
        </time>
      </p>
      <p className={styles.replyText}>{reply.content}</p>
    </div>
  );
}
