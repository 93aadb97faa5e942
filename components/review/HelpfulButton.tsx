import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { Review } from '@/api/item/reviews';
import { useAppDispatch } from '@/store/hooks';
import { toggleReviewHelpful } from '@/store/reviewHelpful';
import { useMemberAction } from '../model/memberAction';
import styles from './HelpfulButton.module.css';

/** "도움이 돼요": a pressed toggle with its count; one's own review shows the count only. */
export function HelpfulButton({ review }: { review: Review }) {
  const dispatch = useAppDispatch();
  const runMemberAction = useMemberAction();
  const [busy, setBusy] = useState(false);

  if (review.isMine) {
    return <p className={styles.mine}>도움이 돼요 {review.activeAssistanceCount}</p>;
  }
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    await runMemberAction(dispatch(toggleReviewHelpful({ reviewId: review.id, active: !review.isActiveAssistance })));
    setBusy(false);
  };
  return (
    <button
      type="button"
      className={review.isActiveAssistance ? styles.active : styles.button}
      aria-pressed={review.isActiveAssistance}
      aria-busy={busy}
      disabled={busy}
      onClick={onClick}
    >
      <Icon name="thumbs-up" size={16} />
      <span>도움이 돼요</span>
      <span className={styles.count}>{review.activeAssistanceCount}</span>
    </button>
  );
}
