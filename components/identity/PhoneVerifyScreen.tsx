import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { AccountPage } from '@/components/account/AccountPage';
import { SignupSteps } from '@/components/account/SignupSteps';
import accountStyles from '@/components/account/Account.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useFormSubmit } from '@/components/form/useFormSubmit';
import { attachRegistrationIdentity, type PersonAccount } from './identityApi';
import { PersonAccountCard } from './PersonAccountCard';
import { useIdentityCheck } from './useIdentityCheck';
import styles from './Identity.module.css';

type Props = {
  kind: 'EMAIL' | 'KAKAO' | 'NAVER';
  /** Back from a check that ran in this tab (no popup): continue with it at once. */
  returnedVerificationId: string | null;
};

/**
 * /registration/phone_redirect: why we ask, the check, then the next step. A person who already has
 * an account sees which one, with the ways back in, instead of a second account.
 */
export function PhoneVerifyScreen({ kind, returnedVerificationId }: Props) {
  const router = useRouter();
  const [existing, setExisting] = useState<PersonAccount | null>(null);
  const attach = useFormSubmit(attachRegistrationIdentity);
  const onVerified = useCallback(
    async (verificationId: string) => {
      const answer = await attach.submit(verificationId);
      if (!answer) return;
      if ('existing' in answer) setExisting(answer.existing);
      // A full load: a social sign-up is signed in now, and every slice must start from the server.
      else window.location.assign(answer.next);
    },
    [attach]
  );
  const check = useIdentityCheck('SIGNUP', onVerified);

  const resumed = useRef(false);
  useEffect(() => {
    if (!returnedVerificationId || resumed.current) return;
    resumed.current = true;
    void router.replace('/registration/phone_redirect', undefined, { shallow: true });
    void onVerified(returnedVerificationId);
  }, [onVerified, returnedVerificationId, router]);

  const social = kind !== 'EMAIL';
  const error = check.error ?? attach.formError;
  return (
    <AccountPage title="본인인증">
      <SignupSteps current={2} total={social ? 2 : 4} />
      {existing ? (
        <section className={styles.result} aria-labelledby="existing-title">
          <div className={accountStyles.lead}>
            <h2 id="existing-title">이미 가입한 계정이 있어요</h2>
            <p>라이드마켓은 한 분이 하나의 계정만 만들 수 있어요. 가입한 계정으로 로그인해 주세요.</p>
          </div>
          <PersonAccountCard account={existing} />
        </section>
      ) : (
        <>
          <div className={accountStyles.lead}>
            <h2>휴대폰 본인인증을 해 주세요</h2>
            <p>
              {social
                ? '본인인증을 마치면 바로 가입이 완료돼요.'
                : '본인인증 후 이메일과 비밀번호를 입력하면 가입이 끝나요.'}
            </p>
          </div>
          <ul className={styles.why}>
            <li>
              <Icon name="user-round" size={18} />한 분이 하나의 계정만 만들 수 있도록 본인 여부를 확인해요.
            </li>
            <li>
              <Icon name="shield-check" size={18} />
              명의 도용과 중복 가입을 막아 믿을 수 있는 거래 환경을 지켜요.
            </li>
            <li>
              <Icon name="badge-check" size={18} />
              주민등록번호는 받지도 저장하지도 않아요. 만 14세 이상만 가입할 수 있어요.
            </li>
          </ul>
          {error ? (
            <FormAlert>
              {error}
              {attach.fieldErrors.draft ? (
                <>
                  {' '}
                  <Link href="/registration/provision">처음부터 가입하기</Link>
                </>
              ) : null}
            </FormAlert>
          ) : null}
          <SubmitButton type="button" busy={check.busy || attach.busy} onClick={() => void check.start()}>
            휴대폰 본인인증
          </SubmitButton>
          <p className={accountStyles.note}>팝업이 막혀 있으면 이 화면에서 바로 인증 화면으로 이동해요.</p>
        </>
      )}
    </AccountPage>
  );
}
