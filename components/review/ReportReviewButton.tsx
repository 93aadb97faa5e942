import { useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { reportReviewContent } from '@/store/reviewReport';
import { ReportDialog } from '../community/post/ReportDialog';
import { useMemberAction } from '../model/memberAction';
import styles from './HelpfulButton.module.css';

/** 신고: a reason from the community's list; a visitor is sent to log in, a second report is told so. */
export function ReportReviewButton({ reviewId, author }: { reviewId: number; author: string }) {
  const dispatch = useAppDispatch();
  const runMemberAction = useMemberAction();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (reason: string) => {
    setOpen(false);
    setBusy(true);
    await runMemberAction(
      dispatch(reportReviewContent({ reviewId, reason })),
      '신고가 접수됐어요. 검토 후 조치할게요.'
    );
    setBusy(false);
  };
  return (
    <>
      <button
        type="button"
        className={styles.report}
        aria-label={`${author}님의 리뷰 신고`}
        disabled={busy}
        onClick={() => setOpen(true)}
      >
        신고
      </button>
      <ReportDialog
        target={open ? '리뷰' : null}
        busy={busy}
        onClose={() => setOpen(false)}
        onSubmit={(reason) => void submit(reason)}
      />
    </>
  );
}
