import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { CommunityPostDetail } from '@/api/item/communityPost';
import { loginHref } from '@/lib/account/returnUrl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { editComment, removeComment, reportCommunityContent, submitComment } from '@/store/communityPostThunks';
import { selectThreadStatus } from '@/store/communityPostSlice';
import { selectIsLogin } from '@/store/userSlice';
import { useNotify } from '../../ui/Toast';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { ReportDialog } from './ReportDialog';
import styles from './Post.module.css';

/** 댓글: oldest first, replies under their parent; a box for members, a login link for visitors. */
export function CommentSection({ post }: { post: CommunityPostDetail }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const notify = useNotify();
  const isLogin = useAppSelector(selectIsLogin);
  const thread = useAppSelector(selectThreadStatus);
  const busy = thread.status === 'loading';
  const where = { boardCode: post.boardCode, postId: post.id };

  const ran = (result: { type: string; payload?: unknown }, fulfilled: (a: unknown) => boolean) => {
    if (fulfilled(result)) return true;
    const error = result.payload as { code?: string; message?: string } | undefined;
    if (error?.code === 'UNAUTHENTICATED') void router.push(loginHref(router.asPath));
    else notify(error?.message ?? '처리하지 못했어요. 다시 시도해 주세요.');
    return false;
  };
  const write = async (content: string, parentId: number | null) =>
    ran(await dispatch(submitComment({ ...where, parentId, content })), submitComment.fulfilled.match);
  const edit = async (commentId: number, content: string) =>
    ran(await dispatch(editComment({ ...where, commentId, content })), editComment.fulfilled.match);
  const remove = async (commentId: number) => {
    if (!window.confirm('댓글을 삭제할까요?')) return;
    ran(await dispatch(removeComment({ ...where, commentId })), removeComment.fulfilled.match);
  };
  const [reporting, setReporting] = useState<number | null>(null);
  const report = async (id: number, reason: string) => {
    setReporting(null);
    if (
      ran(
        await dispatch(reportCommunityContent({ kind: 'COMMENT', id, reason })),
        reportCommunityContent.fulfilled.match
      )
    ) {
      notify('신고가 접수됐어요. 검토 후 조치할게요.');
    }
  };
  const itemProps = (id: number) => ({
    isLogin,
    busy,
    onEdit: (text: string) => edit(id, text),
    onDelete: () => void remove(id),
    onReport: () => setReporting(id),
  });

  return (
    <section aria-labelledby="post-comments" className={styles.comments}>
      <h2 id="post-comments" className={styles.subheading}>
        댓글 {post.commentCount}
      </h2>
      {post.comments.length === 0 ? <p className={styles.empty}>첫 댓글을 남겨 보세요.</p> : null}
      <ol className={styles.commentList}>
        {post.comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem
              comment={comment}
              {...itemProps(comment.id)}
              onReply={isLogin ? (text) => write(text, comment.id) : undefined}
            />
            {comment.replies.length > 0 ? (
              <ol className={styles.replyList} aria-label="답글">
                {comment.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentItem comment={reply} {...itemProps(reply.id)} />
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
      {isLogin ? (
        <CommentForm label="댓글을 남겨 주세요" submitLabel="등록" busy={busy} onSubmit={(text) => write(text, null)} />
      ) : (
        <Link href={loginHref(router.asPath)} className={styles.loginLink}>
          로그인하고 댓글 남기기
        </Link>
      )}
      <ReportDialog
        target={reporting === null ? null : '댓글'}
        onClose={() => setReporting(null)}
        onSubmit={(reason) => {
          if (reporting !== null) void report(reporting, reason);
        }}
      />
    </section>
  );
}
