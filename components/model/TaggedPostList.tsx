import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { TaggedPost } from '@/api/item/modelDetail';
import { formatDate } from '@/lib/dates';
import { SectionHeader } from '../ui/SectionHeader';
import styles from './TaggedPostList.module.css';
import { groupDigits } from '@/lib/digits';

/** The post's own page (/community/{boardCode}/posts/{id}). */
export const taggedPostHref = (post: Pick<TaggedPost, 'id' | 'boardCode'>) =>
  `/community/${encodeURIComponent(post.boardCode)}/posts/${post.id}`;

/** Every post tagged with the model: the community search filtered by it. */
export const modelPostsHref = (modelId: number) => `/community/search?modelId=${modelId}`;

/** Community posts that tag this model: how many, the latest few as links, and 전체 보기. */
export function TaggedPostList({
  modelId,
  posts,
  postCount,
}: {
  modelId: number;
  posts: TaggedPost[];
  postCount: number;
}) {
  return (
    <section className={styles.section} aria-labelledby="tagged-posts">
      <SectionHeader
        id="tagged-posts"
        title="커뮤니티 이야기"
        subtitle={postCount > 0 ? `이 모델이 언급된 글 ${groupDigits(postCount)}개` : undefined}
        moreHref={postCount > posts.length ? modelPostsHref(modelId) : undefined}
        moreLabel="전체 보기"
      />
      {posts.length === 0 ? (
        <p className={styles.empty}>아직 이 모델이 언급된 글이 없어요.</p>
      ) : (
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.id}>
              <Link href={taggedPostHref(post)} className={styles.card}>
                <span className={styles.board}>{post.boardName}</span>
                <span className={styles.title}>{post.title}</span>
                <span className={styles.meta}>
                  <span>{post.nickname}</span>
                  <time dateTime={post.createdDatetime}>{formatDate(post.createdDatetime)}</time>
                  <span className={styles.stat}>
                    <Icon name="heart" size={14} />
                    <span className="visually-hidden">좋아요</span>
                    {post.likeCount}
                  </span>
                  <span className={styles.stat}>
                    <Icon name="message-circle" size={14} />
                    <span className="visually-hidden">댓글</span>
                    {post.commentCount}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
