import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import type { CommunityPostDetail } from '@/api/item/communityPost';
import { loginHref } from '@/lib/account/returnUrl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { togglePostLike } from '@/store/communityPostThunks';
import { selectPostLiking } from '@/store/communityPostSlice';
import { selectIsLogin } from '@/store/userSlice';
import { useNotify } from '../../ui/Toast';
import { PostMenu } from './PostMenu';
import styles from './Post.module.css';

/** Copies the address when the Web Share API is missing or refused. */
async function share(title: string, url: string, notify: (message: string) => void) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return; // the person closed the sheet
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify('링크를 복사했어요.');
  } catch {
    notify('링크를 복사하지 못했어요. 주소창의 주소를 복사해 주세요.');
  }
}

/** 좋아요, 공유 and the ⋯ menu under the post. Visitors are sent to log in and come back. */
export function PostActions({ post, url }: { post: CommunityPostDetail; url: string }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const notify = useNotify();
  const isLogin = useAppSelector(selectIsLogin);
  const liking = useAppSelector(selectPostLiking);
  const like = async () => {
    if (!isLogin) {
      void router.push(loginHref(router.asPath));
      return;
    }
    const result = await dispatch(togglePostLike(post.id));
    if (togglePostLike.rejected.match(result)) {
      if (result.payload?.code === 'UNAUTHENTICATED') void router.push(loginHref(router.asPath));
      else notify(result.payload?.message ?? '좋아요를 누르지 못했어요. 다시 시도해 주세요.');
    }
  };
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={post.likeFeedback ? styles.likeOn : styles.action}
        aria-pressed={post.likeFeedback}
        disabled={liking}
        onClick={() => void like()}
      >
        <Icon name="heart" size={18} filled={post.likeFeedback} />
        좋아요 <span>{post.likeCount}</span>
      </button>
      <button type="button" className={styles.action} onClick={() => void share(post.title, url, notify)}>
        <Icon name="share-2" size={18} /> 공유
      </button>
      <PostMenu post={post} />
    </div>
  );
}
