import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { postAuth } from '@/api/auth';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useFormSubmit } from '@/components/form/useFormSubmit';
import { AccountPage } from './AccountPage';
import { SignupSteps } from './SignupSteps';
import styles from './Account.module.css';

type Props = { maskedEmail: string; token: string };

type CompleteAnswer = { ok: true; next: string };

const complete = (token: string) => postAuth<CompleteAnswer>('/registration/email/complete', { token });

/**
 * The mail's link, opened: the sign-up ends only when the person presses the button. Opening the
 * link alone does nothing, because mail scanners open every link of a mail before the person does.
 * After the press the page is loaded anew (not a client-side route), signed in as the new member.
 */
export function EmailLinkConfirm({ maskedEmail, token }: Props) {
  const { busy, formError, submit } = useFormSubmit(complete);
  const onClick = async () => {
    const answer = await submit(token);
    if (answer) window.location.assign(answer.next);
  };
  return (
    <AccountPage title="이메일 인증">
      <SignupSteps current={4} />
      <div className={styles.lead}>
        <span className={styles.mailIcon} aria-hidden>
          <Icon name="mail-check" size={32} />
        </span>
        <h2>가입을 완료해 주세요</h2>
        <p>
          <strong className="tabular">{maskedEmail}</strong> 주소로 가입을 마치려면 아래 버튼을 눌러 주세요.
        </p>
      </div>
      <ul className={styles.note}>
        <li>· 버튼을 누르면 이 기기에서 바로 로그인돼요.</li>
        <li>· 링크는 30분 동안 한 번만 쓸 수 있어요.</li>
      </ul>
      <div className={styles.actions}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <SubmitButton type="button" busy={busy} onClick={onClick}>
          가입 완료하기
        </SubmitButton>
        {formError ? (
          <Link href="/login/account" className={styles.secondaryLink}>
            로그인하기
          </Link>
        ) : null}
      </div>
    </AccountPage>
  );
}
