import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import type { CommunityPostDetail } from '@/api/item/communityPost';
import { loginHref } from '@/lib/account/returnUrl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { deleteCommunityPost, reportCommunityContent, setMemberBlocked } from '@/store/communityPostThunks';
import { selectIsLogin } from '@/store/userSlice';
import { useNotify } from '../../ui/Toast';
import { ReportDialog } from './ReportDialog';
import styles from './Post.module.css';

/** ⋯ 더보기: 수정/삭제 for the author; 신고하기 and 차단하기 for everyone else (members). */
export function PostMenu({ post }: { post: CommunityPostDetail }) {
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const menuId = useId();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const notify = useNotify();
  const isLogin = useAppSelector(selectIsLogin);
  const needLogin = () => void router.push(loginHref(router.asPath));

  const remove = async () => {
    if (!window.confirm('이 글을 삭제할까요? 삭제한 글은 되돌릴 수 없어요.')) return;
    const result = await dispatch(deleteCommunityPost(post.id));
    if (deleteCommunityPost.fulfilled.match(result)) void router.replace(`/community?board=${post.boardCode}`);
    else notify(result.payload?.message ?? '글을 삭제하지 못했어요. 다시 시도해 주세요.');
  };
  const startReport = () => {
    if (!isLogin) return needLogin();
    setOpen(false);
    setReporting(true);
  };
  const report = async (reason: string) => {
    setReporting(false);
    const result = await dispatch(reportCommunityContent({ kind: 'POST', id: post.id, reason }));
    notify(
      reportCommunityContent.fulfilled.match(result)
        ? '신고가 접수됐어요. 검토 후 조치할게요.'
        : (result.payload?.message ?? '신고하지 못했어요.')
    );
  };
  const block = async () => {
    if (!isLogin) return needLogin();
    if (!window.confirm(`${post.nickname}님을 차단할까요? 이 회원의 글과 댓글이 보이지 않아요.`)) return;
    const result = await dispatch(
      setMemberBlocked({ boardCode: post.boardCode, postId: post.id, userId: post.authorId, blocked: true })
    );
    notify(
      setMemberBlocked.fulfilled.match(result) ? '차단했어요.' : (result.payload?.message ?? '차단하지 못했어요.')
    );
    setOpen(false);
  };

  return (
    <div className={styles.menuWrap}>
      <button
        type="button"
        className={styles.action}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        ⋯ <span className={styles.srOnly}>더보기</span>
      </button>
      {open ? (
        <ul id={menuId} className={styles.menu}>
          {post.canEdit ? (
            <>
              <li>
                <Link className={styles.menuItem} href={`/community/${post.boardCode}/posts/${post.id}/update`}>
                  수정
                </Link>
              </li>
              <li>
                <button type="button" className={styles.menuItem} onClick={() => void remove()}>
                  삭제
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <button type="button" className={styles.menuItem} onClick={startReport}>
                  신고하기
                </button>
              </li>
              <li>
                <button type="button" className={styles.menuItem} onClick={() => void block()}>
                  차단하기
                </button>
              </li>
            </>
          )}
        </ul>
      ) : null}
      <ReportDialog
        target={reporting ? '게시글' : null}
        onClose={() => setReporting(false)}
        onSubmit={(reason) => void report(reason)}
      />
    </div>
  );
}
