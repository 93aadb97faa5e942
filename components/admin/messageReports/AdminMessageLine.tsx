import { formatDateTime } from '@/lib/dates';
import { HIDDEN_MESSAGE_NOTICE } from '@/lib/messages/messageRules';
import type { AdminMessageSide } from '@/api/admin/generated';
import styles from './MessageReports.module.css';

type Photo = { id: number; url: string; thumbUrl: string };

type Props = {
  side: AdminMessageSide;
  /** Who wrote it: the customer's nickname or the business's name. */
  author: string;
  body: string;
  hidden: boolean;
  createdAt: string;
  photos?: Photo[];
  /** Photos an operator may not open here (a context message): only counted. */
  photoCount?: number;
  reported?: boolean;
};

/**
 * One message as an operator reads it: who wrote it and when, the text as plain text (React escapes
 * it: what a member typed is never interpreted), its photos, or the notice of a hidden one.
 */
export function AdminMessageLine({
  side,
  author,
  body,
  hidden,
  createdAt,
  photos = [],
  photoCount = 0,
  reported,
}: Props) {
  return (
    <li className={reported ? styles.reported : styles.message}>
      <p className={styles.who}>
        {side === 'BUSINESS' ? '매장' : '고객'} {author} · <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        {reported ? ' · 신고된 메시지' : ''}
      </p>
      <p className={hidden ? styles.hiddenBody : styles.body}>{hidden ? HIDDEN_MESSAGE_NOTICE : body}</p>
      {photos.length > 0 ? (
        <ul className={styles.photos} aria-label={`사진 ${photos.length}장`}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- a private upload served by our own route */}
                <img src={photo.thumbUrl} alt={`보낸 사진 ${i + 1}`} width={96} height={96} />
              </a>
            </li>
          ))}
        </ul>
      ) : photoCount > 0 ? (
        <p className={styles.who}>사진 {photoCount}장</p>
      ) : null}
    </li>
  );
}
