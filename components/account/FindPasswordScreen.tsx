import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { postAuth } from '@/api/auth';
import { FormAlert } from '@/components/form/FormAlert';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useFormSubmit } from '@/components/form/useFormSubmit';
import { passwordProblem } from '@/lib/account/password';
import { AccountPage } from './AccountPage';
import styles from './Account.module.css';

export type FindPasswordProps = { mode: 'request' } | { mode: 'reset'; token: string } | { mode: 'expired' };

/** Step 1: the address. The answer never says whether it has an account. */
function RequestForm() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, formError, fieldErrors, submit } = useFormSubmit((body: object) =>
    postAuth('/password-reset/request', body)
  );
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit({ email })) setSentTo(email);
  };
  if (sentTo) {
    return (
      <>
        <div className={styles.lead}>
          <span className={styles.mailIcon} aria-hidden>
            <Icon name="mail-check" size={32} />
          </span>
          <h2>메일을 확인해 주세요</h2>
          <p>
            입력한 주소가 라이드마켓에 가입된 이메일이면 비밀번호 재설정 링크를 보냈어요. 링크는 30분 동안 한 번만 쓸 수
            있어요.
          </p>
        </div>
        <p className={styles.note}>
          메일이 오지 않으면 스팸함을 확인하거나, 아이디 찾기로 가입한 이메일을 확인해 주세요.
        </p>
        <div className={styles.actions}>
          <Link href="/login/account" className={styles.primaryLink}>
            로그인 화면으로
          </Link>
          <Link href="/find_id" className={styles.secondaryLink}>
            아이디 찾기
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <div className={styles.lead}>
        <h2>가입한 이메일을 입력해 주세요</h2>
        <p>비밀번호를 새로 정할 수 있는 링크를 메일로 보내 드려요.</p>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="이메일"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          placeholder="example@email.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <SubmitButton busy={busy} disabled={!email}>
          재설정 메일 받기
        </SubmitButton>
      </form>
    </>
  );
}

/** Step 2, from the mail's link: the new password (all devices are signed out afterwards). */
function ResetForm({ token }: { token: string }) {
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, formError, fieldErrors, submit } = useFormSubmit((body: object) =>
    postAuth<{ next: string }>('/password-reset/confirm', body)
  );
  const problem = touched ? passwordProblem(password) : null;
  const mismatch = touched && !problem && password !== confirm ? '비밀번호가 서로 달라요.' : null;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (passwordProblem(password) || password !== confirm) return;
    const answer = await submit({ token, password });
    if (answer) await router.replace(answer.next);
  };
  return (
    <>
      <div className={styles.lead}>
        <h2>새 비밀번호를 정해 주세요</h2>
        <p>바꾸면 로그인된 모든 기기에서 로그아웃돼요.</p>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="새 비밀번호"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={problem ?? fieldErrors.password}
          strengthFor={{ email: null }}
          hint="영문, 숫자, 특수문자 중 2가지 이상을 섞어 8자 이상으로 만들어 주세요."
        />
        <PasswordField
          label="새 비밀번호 확인"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={mismatch}
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <SubmitButton busy={busy}>비밀번호 바꾸기</SubmitButton>
      </form>
    </>
  );
}

/** /find_pwd: request a reset mail, or (from its link) set the new password. */
export function FindPasswordScreen(props: FindPasswordProps) {
  return (
    <AccountPage title="비밀번호 찾기">
      {props.mode === 'request' ? <RequestForm /> : null}
      {props.mode === 'reset' ? <ResetForm token={props.token} /> : null}
      {props.mode === 'expired' ? (
        <>
          <div className={styles.lead}>
            <h2>링크가 만료되었어요</h2>
            <p>비밀번호 재설정 링크는 30분 동안 한 번만 쓸 수 있어요. 새 링크를 받아 주세요.</p>
          </div>
          <Link href="/find_pwd" className={styles.primaryLink}>
            재설정 메일 다시 받기
          </Link>
        </>
      ) : null}
    </AccountPage>
  );
}
