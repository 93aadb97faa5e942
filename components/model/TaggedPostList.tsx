import { Heart, MessageCircle } from 'lucide-react';
import type { TaggedPost } from '@/api/item/modelDetail';
import { formatDate } from '@/lib/dates';
import { SectionHeader } from '../ui/SectionHeader';
import styles from './TaggedPostList.module.css';

const BOARD_LABEL: Record<string, string> = { free: '자유', review: '사용기', qna: '질문' };

/**
 * Community posts that tag this model: how many, and the latest few. The board screens come with a
 * later issue, so these are cards, not links (a link must lead to a real page).
 */
export function TaggedPostList({ posts, postCount }: { posts: TaggedPost[]; postCount: number }) {
  return (
    <section className={styles.section} aria-labelledby="tagged-posts">
      <SectionHeader id="tagged-posts" title="커뮤니티 이야기" subtitle={postCount > 0 ? `이 모델이 언급된 글 ${postCount.toLocaleString('ko-KR')}개` : undefined} />
      {posts.length === 0 ? (
        <p className={styles.empty}>아직 이 모델이 언급된 글이 없어요.</p>
      ) : (
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.id} className={styles.card}>
              <p className={styles.board}>{BOARD_LABEL[post.boardCode] ?? '커뮤니티'}</p>
              <p className={styles.title}>{post.title}</p>
              <p className={styles.meta}>
                <span>{post.nickname}</span>
                <time dateTime={post.createdDatetime}>{formatDate(post.createdDatetime)}</time>
                <span className={styles.stat}><Heart size={14} aria-hidden /><span className="visually-hidden">좋아요</span>{post.likeCount}</span>
                <span className={styles.stat}><MessageCircle size={14} aria-hidden /><span className="visually-hidden">댓글</span>{post.commentCount}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
