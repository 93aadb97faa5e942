import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { CommunityPostSummaryFieldsFragment } from '../../api/item/generated';
import { formatRelative } from '../../lib/dates';
import styles from './PostRow.module.css';

type Props = {
  post: CommunityPostSummaryFieldsFragment;
  /** Show the board name (전체 lists, search, a model's posts); a single board's list leaves it out. */
  showBoard?: boolean;
};

/** One post in every community list (board, hot posts, search, a model's posts, my posts). */
export function PostRow({ post, showBoard = false }: Props) {
  const href = `/community/${encodeURIComponent(post.boardCode)}/posts/${post.id}`;
  return (
    <li className={styles.row}>
      <Link href={href} className={styles.link}>
        <div className={styles.body}>
          {(showBoard || post.hot) && (
            <p className={styles.tags}>
              {showBoard && <span className={styles.board}>{post.boardName}</span>}
              {post.hot && <span className={styles.hot}>인기</span>}
            </p>
          )}
          <h3 className={styles.title}>{post.title}</h3>
          {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
          <p className={styles.meta}>
            <span>{post.nickname}</span>
            {/* Relative times differ by a minute between server and browser; the server's text is fine. */}
            <time dateTime={post.createdDatetime} suppressHydrationWarning>
              {formatRelative(post.createdDatetime)}
            </time>
            <span>조회 {post.viewCount}</span>
            <span className={post.likeFeedback ? `${styles.stat} ${styles.liked}` : styles.stat}>
              <Icon name="heart" size={13} filled={post.likeFeedback} />
              <span className="visually-hidden">좋아요</span>
              {post.likeCount}
            </span>
            <span className={styles.stat}>
              <Icon name="message-circle" size={13} />
              <span className="visually-hidden">댓글</span>
              {post.commentCount}
            </span>
          </p>
        </div>
        {post.thumbUrl && (
          <span className={styles.thumb}>
            {/* eslint-disable-next-line @next/next/no-img-element -- our own image route serves it sized */}
            <img src={post.thumbUrl} alt="" width={72} height={72} loading="lazy" />
            {post.imageCount > 1 && (
              <span className={styles.count}>
                <span className="visually-hidden">사진 </span>
                {post.imageCount}
                <span className="visually-hidden">장</span>
              </span>
            )}
          </span>
        )}
      </Link>
    </li>
  );
}
