import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { postAuth } from '@/api/auth';
import { FormAlert } from '@/components/form/FormAlert';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useFormSubmit } from '@/components/form/useFormSubmit';
import { emailSchema } from '@/lib/account/email';
import { NICKNAME_MAX, nicknameProblem } from '@/lib/account/nickname';
import { passwordProblem } from '@/lib/account/password';
import { AccountPage } from './AccountPage';
import { SignupSteps } from './SignupSteps';
import styles from './Account.module.css';

export type VerifiedPerson = { maskedName: string; maskedPhone: string };

type Props = { person: VerifiedPerson; email: string | null; nickname: string | null };

type Form = { email: string; password: string; confirm: string; nickname: string };

/** The same rules as the server (lib/account), checked before sending so mistakes show at once. */
function localErrors(form: Form): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = emailSchema.safeParse(form.email);
  if (!email.success) errors.email = email.error.issues[0].message;
  const password = passwordProblem(form.password, email.success ? email.data : null);
  if (password) errors.password = password;
  else if (form.password !== form.confirm) errors.confirm = '비밀번호가 서로 달라요.';
  const nickname = nicknameProblem(form.nickname);
  if (nickname) errors.nickname = nickname;
  return errors;
}

/** /registration/user: email, password (with its strength hint) and nickname of an email sign-up. */
export function EmailSignupScreen({ person, email, nickname }: Props) {
  const router = useRouter();
  const [form, setForm] = useState<Form>({ email: email ?? '', password: '', confirm: '', nickname: nickname ?? '' });
  const [touched, setTouched] = useState(false);
  const { busy, formError, fieldErrors, submit } = useFormSubmit((body: object) =>
    postAuth<{ next: string }>('/registration/user', body)
  );
  const local = touched ? localErrors(form) : {};
  const errorOf = (key: keyof Form) => local[key] ?? fieldErrors[key] ?? null;
  const set = (key: keyof Form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(localErrors(form)).length > 0) return;
    const answer = await submit({ email: form.email, password: form.password, nickname: form.nickname });
    if (answer) await router.push(answer.next);
  };

  return (
    <AccountPage title="회원 정보 입력">
      <SignupSteps current={3} />
      <dl className={styles.card}>
        <div className={styles.row}>
          <dt>본인인증 완료</dt>
          <dd>{person.maskedName}</dd>
        </div>
        <div className={styles.row}>
          <dt>휴대폰 번호</dt>
          <dd className="tabular">{person.maskedPhone}</dd>
        </div>
      </dl>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="이메일"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          placeholder="example@email.com"
          value={form.email}
          onChange={set('email')}
          error={errorOf('email')}
          hint="로그인 아이디로 쓰여요. 이 주소로 인증 메일을 보내요."
        />
        <PasswordField
          label="비밀번호"
          name="password"
          autoComplete="new-password"
          placeholder="8자 이상"
          value={form.password}
          onChange={set('password')}
          error={errorOf('password')}
          strengthFor={{ email: form.email }}
          hint="영문, 숫자, 특수문자 중 2가지 이상을 섞어 8자 이상으로 만들어 주세요."
        />
        <PasswordField
          label="비밀번호 확인"
          name="confirm"
          autoComplete="new-password"
          placeholder="비밀번호를 한 번 더 입력"
          value={form.confirm}
          onChange={set('confirm')}
          error={errorOf('confirm')}
        />
        <TextField
          label="닉네임"
          name="nickname"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          placeholder="2~12자"
          value={form.nickname}
          onChange={set('nickname')}
          error={errorOf('nickname')}
          hint="리뷰와 커뮤니티에 보여요. 한글, 영문, 숫자, 밑줄(_)을 쓸 수 있어요."
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <SubmitButton busy={busy}>인증 메일 받기</SubmitButton>
      </form>
    </AccountPage>
  );
}
