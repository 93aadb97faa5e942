import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { AccountPage } from '@/components/account/AccountPage';
import accountStyles from '@/components/account/Account.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useFormSubmit } from '@/components/form/useFormSubmit';
import { findIdByIdentity, type PersonAccount } from './identityApi';
import { PersonAccountCard } from './PersonAccountCard';
import { useIdentityCheck } from './useIdentityCheck';
import styles from './Identity.module.css';

type Props = { returnedVerificationId: string | null };

/**
 * /find_id: a phone check first, then the accounts of that person. Nothing is shown, and nothing
 * is asked of the server about accounts, before the check: the page can't tell a stranger whether
 * someone is a member.
 */
export function FindIdScreen({ returnedVerificationId }: Props) {
  const router = useRouter();
  const [accounts, setAccounts] = useState<PersonAccount[] | null>(null);
  const find = useFormSubmit(findIdByIdentity);
  const onVerified = useCallback(
    async (verificationId: string) => {
      const found = await find.submit(verificationId);
      if (found) setAccounts(found);
    },
    [find]
  );
  const check = useIdentityCheck('FIND_ID', onVerified);

  const resumed = useRef(false);
  useEffect(() => {
    if (!returnedVerificationId || resumed.current) return;
    resumed.current = true;
    void router.replace('/find_id', undefined, { shallow: true });
    void onVerified(returnedVerificationId);
  }, [onVerified, returnedVerificationId, router]);

  const error = check.error ?? find.formError;
  return (
    <AccountPage title="아이디 찾기">
      {accounts === null ? (
        <>
          <div className={accountStyles.lead}>
            <h2>가입할 때 인증한 휴대폰으로 찾아요</h2>
            <p>휴대폰 본인인증을 하면 가입한 계정의 아이디(이메일)와 가입 방법을 알려 드려요.</p>
          </div>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <SubmitButton type="button" busy={check.busy || find.busy} onClick={() => void check.start()}>
            휴대폰 본인인증
          </SubmitButton>
        </>
      ) : accounts.length > 0 ? (
        <section className={styles.result} aria-labelledby="find-id-result">
          <h2 id="find-id-result" className={styles.resultTitle}>
            가입한 계정을 찾았어요
          </h2>
          {accounts.map((account) => (
            <PersonAccountCard key={`${account.registKeyType}-${account.createdAt}`} account={account} />
          ))}
        </section>
      ) : (
        <section className={styles.empty} aria-labelledby="find-id-empty">
          <Icon name="search-x" size={32} />
          <h2 id="find-id-empty" className={styles.emptyTitle}>
            가입된 계정이 없어요
          </h2>
          <p>인증한 휴대폰 명의로 가입한 계정이 없어요. 지금 가입하고 최저가 알림을 받아 보세요.</p>
          <Link href="/registration/provision" className={`${styles.primary} ${styles.wide}`}>
            회원가입
          </Link>
        </section>
      )}
    </AccountPage>
  );
}
