import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { postAuth } from '@/api/auth';
import { FormAlert } from '@/components/form/FormAlert';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useFormSubmit } from '@/components/form/useFormSubmit';
import { AccountPage } from './AccountPage';
import styles from './Account.module.css';

type Props = { returnUrl: string | null; notice: 'reset' | null };

type LoginAnswer = { ok: true; redirect: string };

/**
 * /login/account. After a successful login the page is loaded anew (not a client-side route): the
 * server then renders every screen for the member, and nothing of the visitor's state lingers.
 */
export function EmailLoginScreen({ returnUrl, notice }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, formError, fieldErrors, submit } = useFormSubmit((body: object) =>
    postAuth<LoginAnswer>('/login', body)
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await submit({ email, password, returnUrl });
    if (answer) window.location.assign(answer.redirect);
  };

  return (
    <AccountPage title="이메일 로그인">
      {notice === 'reset' ? (
        <FormAlert tone="success">비밀번호를 바꿨어요. 새 비밀번호로 로그인해 주세요.</FormAlert>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="이메일"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          placeholder="example@email.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
          required
        />
        <PasswordField
          label="비밀번호"
          name="password"
          autoComplete="current-password"
          placeholder="비밀번호"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          required
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <SubmitButton busy={busy} disabled={!email || !password}>
          로그인
        </SubmitButton>
      </form>
      <nav className={styles.links} aria-label="계정 찾기와 가입">
        <Link href="/find_id">아이디 찾기</Link>
        <span aria-hidden>|</span>
        <Link href="/find_pwd">비밀번호 찾기</Link>
        <span aria-hidden>|</span>
        <Link href="/registration/provision">회원가입</Link>
      </nav>
    </AccountPage>
  );
}
