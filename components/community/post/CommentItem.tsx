import { useState } from 'react';
import type { CommunityComment, CommunityReply } from '@/api/item/communityPost';
import { formatRelative } from '@/lib/dates';
import { CommentForm } from './CommentForm';
import { LinkedText } from './LinkedText';
import styles from './Post.module.css';

type Props = {
  comment: CommunityComment | CommunityReply;
  isLogin: boolean;
  busy: boolean;
  /** Only top-level comments take replies (one level). */
  onReply?(content: string): Promise<boolean>;
  onEdit(content: string): Promise<boolean>;
  onDelete(): void;
  onReport(): void;
};

/** One comment or reply: author, time (수정됨), text, and 답글 / 수정 / 삭제 / 신고. */
export function CommentItem({ comment, isLogin, busy, onReply, onEdit, onDelete, onReport }: Props) {
  const [mode, setMode] = useState<'idle' | 'reply' | 'edit'>('idle');
  if (comment.isPlaceholder) return <p className={styles.placeholder}>{comment.content}</p>;
  const done = (ok: boolean) => {
    if (ok) setMode('idle');
    return ok;
  };
  return (
    <div className={styles.comment}>
      <p className={styles.commentMeta}>
        <span className={styles.nickname}>{comment.nickname}</span>
        <time dateTime={comment.createdDatetime}>{formatRelative(comment.createdDatetime)}</time>
        {comment.edited ? <span>(수정됨)</span> : null}
      </p>
      {mode === 'edit' ? (
        <CommentForm
          label="댓글 고치기"
          submitLabel="저장"
          initial={comment.content}
          busy={busy}
          onSubmit={async (text) => done(await onEdit(text))}
          onCancel={() => setMode('idle')}
        />
      ) : (
        <LinkedText text={comment.content} className={styles.commentText} />
      )}
      <div className={styles.commentBar}>
        {onReply ? (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => setMode(mode === 'reply' ? 'idle' : 'reply')}
          >
            답글
          </button>
        ) : null}
        {comment.isMine ? (
          <>
            <button type="button" className={styles.textButton} onClick={() => setMode('edit')}>
              수정
            </button>
            <button type="button" className={styles.textButton} onClick={onDelete}>
              삭제
            </button>
          </>
        ) : isLogin ? (
          <button type="button" className={styles.textButton} onClick={onReport}>
            신고
          </button>
        ) : null}
      </div>
      {mode === 'reply' && onReply ? (
        <CommentForm
          label={`${comment.nickname}님에게 답글`}
          submitLabel="등록"
          busy={busy}
          onSubmit={async (text) => done(await onReply(text))}
          onCancel={() => setMode('idle')}
        />
      ) : null}
    </div>
  );
}
