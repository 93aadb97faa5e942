import { useEffect, useState } from 'react';
import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { postAuth } from '@/api/auth';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useFormSubmit } from '@/components/form/useFormSubmit';
import { AccountPage } from './AccountPage';
import { EmailLinkConfirm } from './EmailLinkConfirm';
import { SignupSteps } from './SignupSteps';
import styles from './Account.module.css';

export type EmailSentProps =
  | { state: 'sent'; maskedEmail: string; devOutbox: boolean }
  | { state: 'confirm'; maskedEmail: string; token: string }
  | { state: 'link-error'; message: string; canResend: boolean };

const RESEND_WAIT_SECONDS = 60;

/** 메일 다시 받기 with a visible wait between tries (the server limits them too). */
function ResendButton() {
  const [wait, setWait] = useState(0);
  const [sent, setSent] = useState(false);
  const { busy, formError, submit } = useFormSubmit(() => postAuth('/registration/resend'));
  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const onClick = async () => {
    if (await submit()) {
      setSent(true);
      setWait(RESEND_WAIT_SECONDS);
    }
  };
  return (
    <>
      {sent && !formError ? (
        <FormAlert tone="success">새 인증 메일을 보냈어요. 이전 메일의 링크는 더 이상 쓸 수 없어요.</FormAlert>
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <SubmitButton type="button" tone="secondary" busy={busy} disabled={wait > 0} onClick={onClick}>
        {wait > 0 ? `${wait}초 후에 다시 받을 수 있어요` : '인증 메일 다시 받기'}
      </SubmitButton>
    </>
  );
}

/**
 * /registration/redirect/email: "메일함을 확인해 주세요" after the form; with the mail's link, the
 * 가입 완료하기 button (EmailLinkConfirm) or what went wrong with the link (expired, used).
 */
export function EmailSentScreen(props: EmailSentProps) {
  if (props.state === 'confirm') return <EmailLinkConfirm maskedEmail={props.maskedEmail} token={props.token} />;
  if (props.state === 'link-error') {
    return (
      <AccountPage title="이메일 인증">
        <div className={styles.lead}>
          <h2>인증을 마치지 못했어요</h2>
          <p>{props.message}</p>
        </div>
        <div className={styles.actions}>
          {props.canResend ? (
            <ResendButton />
          ) : (
            <Link href="/registration/provision" className={styles.primaryLink}>
              처음부터 가입하기
            </Link>
          )}
          <Link href="/login/account" className={styles.secondaryLink}>
            로그인하기
          </Link>
        </div>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="이메일 인증">
      <SignupSteps current={4} />
      <div className={styles.lead}>
        <span className={styles.mailIcon} aria-hidden>
          <Icon name="mail-check" size={32} />
        </span>
        <h2>메일함을 확인해 주세요</h2>
        <p>
          <strong className="tabular">{props.maskedEmail}</strong>(으)로 인증 메일을 보냈어요. 메일의 링크를 열고 ‘가입
          완료하기’를 누르면 가입이 끝나요.
        </p>
      </div>
      <ul className={styles.note}>
        <li>· 링크는 30분 동안 한 번만 쓸 수 있어요.</li>
        <li>· 메일이 보이지 않으면 스팸함이나 프로모션함도 확인해 주세요.</li>
        <li>· 다른 기기에서 메일을 열어도 가입할 수 있어요. 그 기기에서 로그인돼요.</li>
      </ul>
      <div className={styles.actions}>
        <ResendButton />
        <Link href="/registration/user" className={styles.secondaryLink}>
          이메일 주소 바꾸기
        </Link>
        {props.devOutbox ? (
          <Link href="/dev/outbox" className={styles.textButton}>
            개발용 메일함 열기
          </Link>
        ) : null}
      </div>
    </AccountPage>
  );
}
