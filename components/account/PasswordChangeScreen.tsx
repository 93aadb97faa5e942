import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { postAuth } from '@/api/auth';
import { FormAlert } from '@/components/form/FormAlert';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useFormSubmit } from '@/components/form/useFormSubmit';
import { passwordProblem } from '@/lib/account/password';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/userSlice';
import { AccountPage } from './AccountPage';
import styles from './Account.module.css';

const PROVIDER = { KAKAO: '카카오', NAVER: '네이버', EMAIL: '이메일' } as const;

/** /user/pwd_change: current password, then the new one twice; other devices are signed out. */
export function PasswordChangeScreen() {
  const user = useAppSelector(selectUser);
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState(false);
  const { busy, formError, fieldErrors, submit } = useFormSubmit((body: object) => postAuth('/password', body));
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const problem = touched ? passwordProblem(form.next) : null;
  const mismatch = touched && !problem && form.next !== form.confirm ? '새 비밀번호가 서로 달라요.' : null;

  if (!user.hasPassword) {
    const provider = PROVIDER[(user.registKeyType ?? 'EMAIL') as keyof typeof PROVIDER] ?? '소셜';
    return (
      <AccountPage title="비밀번호 변경">
        <div className={styles.lead}>
          <h2>{provider} 계정으로 가입했어요</h2>
          <p>
            {provider} 로그인으로 가입한 계정은 라이드마켓 비밀번호가 없어요. 비밀번호는 {provider}에서 관리해 주세요.
          </p>
        </div>
        <Link href="/user/configuration" className={styles.secondaryLink}>
          설정으로 돌아가기
        </Link>
      </AccountPage>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!form.current || passwordProblem(form.next) || form.next !== form.confirm) return;
    if (await submit({ currentPassword: form.current, newPassword: form.next })) {
      setDone(true);
      setForm({ current: '', next: '', confirm: '' });
      setTouched(false);
    }
  };

  return (
    <AccountPage title="비밀번호 변경">
      <div className={styles.lead}>
        <h2>비밀번호를 바꿔요</h2>
        <p>바꾸면 지금 쓰는 기기를 뺀 다른 모든 기기에서 로그아웃돼요.</p>
      </div>
      {done ? (
        <FormAlert tone="success">비밀번호를 바꿨어요. 다른 기기에서는 새 비밀번호로 다시 로그인해 주세요.</FormAlert>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="현재 비밀번호"
          name="currentPassword"
          autoComplete="current-password"
          value={form.current}
          onChange={set('current')}
          error={(touched && !form.current ? '현재 비밀번호를 입력해 주세요.' : null) ?? fieldErrors.currentPassword}
        />
        <PasswordField
          label="새 비밀번호"
          name="newPassword"
          autoComplete="new-password"
          value={form.next}
          onChange={set('next')}
          error={problem ?? fieldErrors.newPassword}
          strengthFor={{ email: null }}
          hint="영문, 숫자, 특수문자 중 2가지 이상을 섞어 8자 이상으로 만들어 주세요."
        />
        <PasswordField
          label="새 비밀번호 확인"
          name="confirm"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
          error={mismatch}
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <SubmitButton busy={busy}>비밀번호 바꾸기</SubmitButton>
      </form>
      <Link href="/find_pwd" className={styles.textButton}>
        현재 비밀번호가 기억나지 않나요?
      </Link>
    </AccountPage>
  );
}
