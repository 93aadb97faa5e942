import { useState } from 'react';
import type { ThreadMessage } from '@/api/item/messages';
import { formatDateTime } from '@/lib/dates';
import styles from './Messages.module.css';

const REPORT_REASONS = ['광고·스팸이에요', '욕설·비방이 있어요', '외부 거래를 유도해요', '사기가 의심돼요'] as const;

type Props = {
  message: ThreadMessage;
  /** 읽음 under the viewer's last message the other side has read. */
  readMark: boolean;
  onReport?: (messageId: number, reason: string) => Promise<boolean>;
};

/** One message: the viewer's on the right, the other side's on the left with 신고. */
export function MessageBubble({ message, readMark, onReport }: Props) {
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  return (
    <li className={message.mine ? styles.mine : styles.theirs}>
      <div className={message.hidden ? styles.hiddenBubble : styles.bubble}>
        {message.body ? <p className={styles.body}>{message.body}</p> : null}
        {message.photos.length > 0 ? (
          <ul className={styles.photos} aria-label={`사진 ${message.photos.length}장`}>
            {message.photos.map((photo, i) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a private photo from our own resized endpoint */}
                  <img src={photo.thumbUrl} alt={`보낸 사진 ${i + 1}`} width={120} height={120} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {message.masked ? <p className={styles.maskedNote}>안전한 거래를 위해 연락처와 계좌번호는 가려져요.</p> : null}
      <p className={styles.meta}>
        {readMark ? <span className={styles.read}>읽음</span> : null}
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {!message.mine && !message.hidden && onReport && !reported ? (
          <button type="button" className={styles.reportButton} onClick={() => setReporting((v) => !v)}>
            신고
          </button>
        ) : null}
        {reported ? <span className={styles.reported}>신고했어요</span> : null}
      </p>
      {reporting && onReport ? (
        <div className={styles.reportBox} role="group" aria-label="메시지 신고 사유">
          {REPORT_REASONS.map((reason) => (
            <button
              key={reason}
              type="button"
              className={styles.reason}
              onClick={async () => {
                if (await onReport(message.id, reason)) {
                  setReported(true);
                  setReporting(false);
                }
              }}
            >
              {reason}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
