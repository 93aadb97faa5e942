import { useEffect, useRef, useState, type FormEvent } from 'react';
import { postAuth } from '@/api/auth';
import { FormAlert } from '../form/FormAlert';
import { PasswordField } from '../form/PasswordField';
import { SubmitButton } from '../form/SubmitButton';
import { useFormSubmit } from '../form/useFormSubmit';
import styles from './WithdrawDialog.module.css';

type Props = { hasPassword: boolean; onClose(): void };

/**
 * The destructive confirmation of 회원 탈퇴 (docs/design.md §5 Messages: a modal only for this kind of step): what is
 * erased, what is kept without a name for accounting, an explicit consent, and the password of an
 * email account. The server signs the device out and answers where to go.
 */
export function WithdrawDialog({ hasPassword, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  const { busy, formError, fieldErrors, submit } = useFormSubmit((body: object) =>
    postAuth<{ ok: boolean; redirect: string }>('/withdraw', body)
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    // showModal traps focus and makes the page behind inert; jsdom and old browsers lack it.
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!agreed || (hasPassword && !password)) return;
    const answer = await submit(hasPassword ? { password, confirm: true } : { confirm: true });
    if (answer) window.location.assign(answer.redirect || '/');
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="withdraw-title"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form className={styles.body} onSubmit={onSubmit} noValidate>
        <h2 id="withdraw-title" className={styles.title}>
          정말 탈퇴하시겠어요?
        </h2>
        <div className={styles.block}>
          <h3>바로 지워져요</h3>
          <ul>
            <li>이름, 이메일, 휴대폰 번호, 비밀번호와 연결된 카카오·네이버 로그인</li>
            <li>찜한 상품·모델·매장, 최저가 알림과 받은 알림</li>
            <li>남은 포인트와 쓰지 않은 쿠폰 (다시 가입해도 돌아오지 않아요)</li>
            <li>모든 기기의 로그인</li>
          </ul>
        </div>
        <div className={styles.block}>
          <h3>이름 없이 남아요</h3>
          <ul>
            <li>주문·결제 기록은 전자상거래법에 따라 5년 동안 누구인지 알 수 없게 보관해요.</li>
            <li>작성한 리뷰와 게시글은 &lsquo;탈퇴회원&rsquo;으로 표시돼요. 지우고 싶은 글은 탈퇴 전에 지워 주세요.</li>
          </ul>
        </div>
        <label className={styles.agree}>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>안내를 모두 확인했고 탈퇴에 동의해요</span>
        </label>
        {touched && !agreed ? (
          <p className={styles.error} role="alert">
            탈퇴 안내를 확인하고 동의해 주세요.
          </p>
        ) : null}
        {hasPassword ? (
          <PasswordField
            label="비밀번호 확인"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={(touched && !password ? '비밀번호를 입력해 주세요.' : null) ?? fieldErrors.password}
          />
        ) : null}
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className={styles.actions}>
          <SubmitButton tone="secondary" type="button" onClick={onClose} disabled={busy}>
            취소
          </SubmitButton>
          <SubmitButton tone="danger" busy={busy}>
            탈퇴하기
          </SubmitButton>
        </div>
      </form>
    </dialog>
  );
}
