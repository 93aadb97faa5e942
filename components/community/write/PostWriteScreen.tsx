import { useRouter } from 'next/router';
import { useMemo } from 'react';
import type { PostDraft } from '@/api/item/communityWrite';
import { MemberFrame } from '@/components/member/MemberFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { localStore } from '@/lib/storage';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCommunityWriteForm, selectCommunityWriteLoad, selectPostSubmit } from '@/store/communityWriteSlice';
import { loadCommunityWritePage, submitPost } from '@/store/communityWriteThunks';
import { draftKey, type PostFormValues } from './postDraft';
import { PostForm } from './PostForm';
import styles from './PostWrite.module.css';

type Props = { boardCode: string; postId: number | null };

/**
 * /community/{boardCode}/posts/write and /{id}/update (issue 18): the form, new or filled with the
 * member's own post. After 등록 the draft is forgotten and the member lands on the post.
 */
export function PostWriteScreen({ boardCode, postId }: Props) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const form = useAppSelector(selectCommunityWriteForm);
  const load = useAppSelector(selectCommunityWriteLoad);
  const submit = useAppSelector(selectPostSubmit);
  const key = draftKey(boardCode, postId);
  const post = form?.post ?? null;
  const initial = useMemo<PostFormValues>(
    () =>
      post
        ? {
            boardCode: post.boardCode,
            title: post.title,
            content: post.content,
            photos: post.photos,
            models: post.models.map((m) => ({ id: m.id, name: m.name })),
          }
        : { boardCode, title: '', content: '', photos: [], models: [] },
    [post, boardCode]
  );

  const send = async (draft: PostDraft) => {
    const result = await dispatch(submitPost(draft));
    if (!submitPost.fulfilled.match(result)) return;
    localStore.remove(key);
    await router.push(`/community/${result.payload.boardCode}/posts/${result.payload.postId}`);
  };

  const title = postId === null ? '글쓰기' : '글 수정';
  return (
    <MemberFrame title={title} showTabBar={false}>
      <div className={styles.page}>
        {load.status === 'failed' || !form ? (
          <ErrorState
            message={load.error?.message ?? '글쓰기 화면을 불러오지 못했어요.'}
            onRetry={() => void dispatch(loadCommunityWritePage({ boardCode, postId }))}
          />
        ) : (
          <PostForm
            key={key}
            boards={form.boards}
            initial={initial}
            draftKey={key}
            editing={postId !== null}
            busy={submit.status === 'loading'}
            serverError={submit.status === 'failed' ? (submit.error?.message ?? null) : null}
            onSubmit={(draft) => void send(draft)}
          />
        )}
      </div>
    </MemberFrame>
  );
}
