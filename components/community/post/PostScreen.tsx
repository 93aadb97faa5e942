import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { formatDateTime } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { countCommunityPostView, setMemberBlocked } from '@/store/communityPostThunks';
import { selectCommunityPost, selectCommunityPostError } from '@/store/communityPostSlice';
import { AppShell } from '../../layout/AppShell';
import { ErrorState } from '../../ui/ErrorState';
import { ToastProvider } from '../../ui/Toast';
import { CommentSection } from './CommentSection';
import { LinkedText } from './LinkedText';
import { PostActions } from './PostActions';
import { PostPhotos } from './PostPhotos';
import { TaggedModels } from './TaggedModels';
import styles from './Post.module.css';
import { groupDigits } from '@/lib/digits';

/** /community/{boardCode}/posts/{id}: the post, its photos and models, 좋아요·공유, then the thread. */
export function PostScreen({ url }: { url: string }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const post = useAppSelector(selectCommunityPost);
  const error = useAppSelector(selectCommunityPostError);
  const postId = post?.id;
  // Counted by the browser, not by rendering: visitors' HTML is cached and bots don't run scripts.
  useEffect(() => {
    if (postId !== undefined) void dispatch(countCommunityPostView(postId));
  }, [dispatch, postId]);

  if (!post) {
    return (
      <AppShell title="커뮤니티" activeTab="community">
        <ErrorState
          message={error?.message ?? '글을 불러오지 못했어요.'}
          onRetry={() => void router.replace(router.asPath)}
        />
      </AppShell>
    );
  }
  const unblock = () =>
    void dispatch(
      setMemberBlocked({ boardCode: post.boardCode, postId: post.id, userId: post.authorId, blocked: false })
    );
  return (
    <AppShell title={post.boardName} activeTab="community" showBack titleIsHeading={false}>
      <ToastProvider>
        <article className={styles.article}>
          <header className={styles.header}>
            <Link href={`/community?board=${post.boardCode}`} className={styles.boardChip}>
              {post.boardName}
            </Link>
            <h1 className={styles.title}>{post.title}</h1>
            <p className={styles.meta}>
              <span className={styles.nickname}>{post.nickname}</span>
              <time dateTime={post.createdDatetime}>{formatDateTime(post.createdDatetime)}</time>
              {post.edited ? <span title={`수정 ${formatDateTime(post.updatedDatetime)}`}>(수정됨)</span> : null}
              <span>조회 {groupDigits(post.viewCount)}</span>
            </p>
          </header>
          {post.authorBlocked ? (
            <div className={styles.blocked}>
              <p>내가 차단한 회원의 글이에요.</p>
              <button type="button" className={styles.textButton} onClick={unblock}>
                차단 해제하고 보기
              </button>
            </div>
          ) : (
            <>
              <LinkedText text={post.content} className={styles.body} />
              <PostPhotos photos={post.photos} title={post.title} />
            </>
          )}
          <TaggedModels models={post.models} />
          <PostActions post={post} url={url} />
        </article>
        <CommentSection post={post} />
      </ToastProvider>
    </AppShell>
  );
}
