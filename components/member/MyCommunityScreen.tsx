import Link from '@/components/ui/AppLink';
import { useState } from 'react';
import type { MyCommunityComment } from '@/api/item/myCommunity';
import { PostRow } from '@/components/community/PostRow';
import { ErrorState } from '@/components/ui/ErrorState';
import { formatRelative } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectMyCommunity, selectMyCommunityLoad } from '@/store/myCommunitySlice';
import { loadMyCommunityPage } from '@/store/myCommunityThunks';
import { MemberFrame } from './MemberFrame';
import styles from './MyCommunityScreen.module.css';

type Tab = 'posts' | 'comments';

function CommentRow({ comment }: { comment: MyCommunityComment }) {
  return (
    <li className={styles.comment}>
      <Link
        href={`/community/${encodeURIComponent(comment.boardCode)}/posts/${comment.postId}`}
        className={styles.commentLink}
      >
        <p className={styles.commentText}>
          {comment.isReply ? <span className={styles.reply}>답글</span> : null}
          {comment.content}
        </p>
        <p className={styles.meta}>
          <span className={styles.postTitle}>{comment.postTitle}</span> · {formatRelative(comment.createdDatetime)}
        </p>
      </Link>
    </li>
  );
}

/** /user/community (내 커뮤니티 활동): the member's own posts and comments, newest first, each leading to its post. */
export function MyCommunityScreen() {
  const dispatch = useAppDispatch();
  const activity = useAppSelector(selectMyCommunity);
  const load = useAppSelector(selectMyCommunityLoad);
  const [tab, setTab] = useState<Tab>('posts');

  let body;
  if (load.status === 'failed' || !activity) {
    body = (
      <ErrorState
        message={load.error?.message ?? '내 커뮤니티 활동을 불러오지 못했어요.'}
        onRetry={() => void dispatch(loadMyCommunityPage())}
      />
    );
  } else if (tab === 'posts') {
    body =
      activity.posts.length === 0 ? (
        <div className={styles.empty}>
          <p>아직 쓴 글이 없어요.</p>
          <Link href="/community" className={styles.action}>
            커뮤니티 둘러보기
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {activity.posts.map((post) => (
            <PostRow key={post.id} post={post} showBoard />
          ))}
        </ul>
      );
  } else {
    body =
      activity.comments.length === 0 ? (
        <div className={styles.empty}>
          <p>아직 쓴 댓글이 없어요.</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {activity.comments.map((c) => (
            <CommentRow key={c.id} comment={c} />
          ))}
        </ul>
      );
  }
  const tabs: { key: Tab; label: string }[] = [
    { key: 'posts', label: `내가 쓴 글${activity ? ` ${activity.posts.length}` : ''}` },
    { key: 'comments', label: `내가 쓴 댓글${activity ? ` ${activity.comments.length}` : ''}` },
  ];
  return (
    <MemberFrame title="내 커뮤니티 활동" activeTab="my_page">
      <div className={styles.tabs} role="tablist" aria-label="내 커뮤니티 활동">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            className={tab === t.key ? styles.tabOn : styles.tab}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">{body}</div>
    </MemberFrame>
  );
}
