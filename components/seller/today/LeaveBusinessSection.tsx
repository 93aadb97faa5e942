import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLeave } from '@/store/sellerJoinSlice';
import { leaveCurrentBusiness } from '@/store/sellerJoinThunks';
import styles from './LeaveBusinessSection.module.css';

function LeaveDialog({ businessName, onClose }: { businessName: string; onClose(): void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const leave = useAppSelector(selectLeave);
  const busy = leave.status === 'loading' || leave.status === 'succeeded';

  useEffect(() => {
    const dialog = dialogRef.current;
    // showModal traps focus and makes the page behind inert; jsdom and old browsers lack it.
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
  }, []);

  const confirm = async () => {
    const result = await dispatch(leaveCurrentBusiness());
    if (leaveCurrentBusiness.fulfilled.match(result)) await router.push('/user/my_page');
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className={styles.body}>
        <h2 id="leave-title" className={styles.title}>
          {businessName ? `${businessName}에서 나갈까요?` : '이 매장에서 나갈까요?'}
        </h2>
        <p id="leave-text" className={styles.text}>
          내 계정에서 판매자 센터가 사라지고 예약·주문을 처리할 수 없게 돼요. 매장과 다른 판매자의 계정은 그대로예요.
          다시 판매자가 되려면 새 초대 코드가 필요해요.
        </p>
        {leave.status === 'failed' && leave.error ? <FormAlert>{leave.error.message}</FormAlert> : null}
        <div className={styles.actions}>
          <SubmitButton tone="secondary" type="button" onClick={onClose} disabled={busy}>
            취소
          </SubmitButton>
          <SubmitButton tone="danger" type="button" busy={busy} onClick={confirm}>
            나가기
          </SubmitButton>
        </div>
      </div>
    </dialog>
  );
}

/** The bottom of /seller: 이 매장에서 나가기, confirmed in a dialog (a destructive step), then my page. */
export function LeaveBusinessSection({ businessName }: { businessName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-label="매장 연결">
      <button type="button" className={styles.leave} onClick={() => setOpen(true)}>
        이 매장에서 나가기
      </button>
      {open ? <LeaveDialog businessName={businessName} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
