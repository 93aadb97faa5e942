import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { AccountPage } from '@/components/account/AccountPage';
import accountStyles from '@/components/account/Account.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { formatDate } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { resetFriendCodeRegistration, selectFriendCodeRegistration, selectMyReferral } from '@/store/referralSlice';
import { submitFriendCode } from '@/store/referralThunks';
import type { FriendCodeRegistration, MyReferral } from '@/api/order/referral';
import { ReferralTerms } from './ReferralTerms';
import {
  FRIEND_CODE_INPUT_MAX,
  formatPoints,
  friendCodeErrorPlacement,
  looksLikeFriendCode,
  rewardPhrase,
  tidyFriendCode,
} from './referralText';
import styles from './Referral.module.css';

/** Where the step leads once it is done or skipped. */
export const AFTER_FRIEND_CODE = '/user/my_page';

function Done({ result, inviterPoint }: { result: FriendCodeRegistration; inviterPoint: number | null }) {
  const router = useRouter();
  return (
    <div className={styles.done} role="status">
      <span className={styles.doneIcon} aria-hidden>
        <Icon name="circle-check" size={32} />
      </span>
      <h2 className={styles.doneTitle}>{formatPoints(result.earnedPoint)}를 받았어요</h2>
      <p className={styles.doneText}>
        {result.inviterNickname}님의 초대 코드를 등록했어요.
        {inviterPoint ? ` ${result.inviterNickname}님에게도 ${formatPoints(inviterPoint)}가 적립됐어요.` : ''}
      </p>
      <p className={styles.balance}>
        <span>내 포인트</span>
        <strong data-testid="point-balance">{formatPoints(result.point)}</strong>
      </p>
      <SubmitButton type="button" onClick={() => void router.push(AFTER_FRIEND_CODE)}>
        계속하기
      </SubmitButton>
    </div>
  );
}

/** Why the step can't be taken (already done, too late, no promotion), and the way on. */
function closedText(my: MyReferral): string {
  if (my.hasRegisteredFriendCode)
    return '이미 친구 초대 코드를 등록했어요. 받은 포인트는 마이페이지에서 확인할 수 있어요.';
  if (my.program) return `친구 초대 코드는 가입 후 ${my.program.joinWindowDays}일 안에만 등록할 수 있어요.`;
  return '지금은 진행 중인 친구 초대 이벤트가 없어요.';
}

function Unavailable({ text }: { text: string }) {
  return (
    <>
      <p className={styles.notice}>{text}</p>
      <Link href={AFTER_FRIEND_CODE} className={accountStyles.primaryLink}>
        마이페이지로 가기
      </Link>
    </>
  );
}

function CodeForm({ my }: { my: MyReferral }) {
  const dispatch = useAppDispatch();
  const registration = useAppSelector(selectFriendCodeRegistration);
  const [code, setCode] = useState(my.invitationCode ?? '');
  const busy = registration.status === 'loading';
  const error = registration.status === 'failed' ? registration.error : null;
  const fieldError = error && friendCodeErrorPlacement(error.code) === 'field' ? error.message : null;
  const formError = error && !fieldError ? error.message : null;

  const onChange = (value: string) => {
    setCode(tidyFriendCode(value));
    if (error) dispatch(resetFriendCodeRegistration());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (looksLikeFriendCode(code)) void dispatch(submitFriendCode(code));
  };

  return (
    <form className={accountStyles.form} onSubmit={onSubmit} noValidate>
      {my.invitationCode ? <FormAlert tone="info">초대 링크로 가입해서 친구의 코드를 넣어 두었어요.</FormAlert> : null}
      <TextField
        label="초대 코드"
        name="friendCode"
        value={code}
        onChange={(e) => onChange(e.target.value)}
        placeholder="예: AB3DEF7H"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={FRIEND_CODE_INPUT_MAX}
        enterKeyHint="done"
        error={fieldError}
        hint={
          my.friendCodeDeadline
            ? `영문과 숫자 8자리예요. ${formatDate(my.friendCodeDeadline)}까지 등록할 수 있어요.`
            : '영문과 숫자 8자리예요.'
        }
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className={accountStyles.actions}>
        <SubmitButton busy={busy} disabled={!looksLikeFriendCode(code)}>
          등록하기
        </SubmitButton>
        <Link href={AFTER_FRIEND_CODE} className={accountStyles.secondaryLink}>
          건너뛰기
        </Link>
      </div>
    </form>
  );
}

/**
 * The optional last step of sign-up (/registration/user/friend_code after email,
 * /registration/friend_code after Kakao or Naver): a friend's code, and both of us get points.
 */
export function FriendCodeStep() {
  const my = useAppSelector(selectMyReferral);
  const registration = useAppSelector(selectFriendCodeRegistration);
  const program = my?.program ?? null;
  let body;
  if (registration.result) body = <Done result={registration.result} inviterPoint={program?.inviterPoint ?? null} />;
  else if (!my)
    body = <Unavailable text="초대 정보를 불러오지 못했어요. 잠시 후 마이페이지의 친구 초대에서 다시 시도해 주세요." />;
  else if (!my.friendCodeDeadline) body = <Unavailable text={closedText(my)} />;
  else body = <CodeForm my={my} />;
  return (
    <AccountPage title="친구 초대 코드" showBack={false}>
      {registration.result ? null : (
        <div className={accountStyles.lead}>
          <h2>친구 초대 코드가 있나요?</h2>
          {program ? (
            <p>친구의 초대 코드를 등록하면 {rewardPhrase(program.inviteePoint, program.inviterPoint)}를 받아요.</p>
          ) : null}
        </div>
      )}
      {body}
      {program && !registration.result ? <ReferralTerms description={program.description} /> : null}
    </AccountPage>
  );
}
