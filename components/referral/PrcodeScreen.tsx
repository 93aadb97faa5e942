import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { AppShell } from '@/components/layout/AppShell';
import { SubmitButton } from '@/components/form/SubmitButton';
import { ErrorState } from '@/components/ui/ErrorState';
import { Toast, useToast } from '@/components/ui/Toast';
import { useShell } from '@/components/shell/ShellContext';
import { formatDate } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectMyReferral, selectReferralError, selectReferralStatus } from '@/store/referralSlice';
import { loadReferralPage } from '@/store/referralThunks';
import type { MyReferral } from '@/api/order/referral';
import { ReferralTerms } from './ReferralTerms';
import { copyText, inviteLink, inviteMessage, shareOrCopy } from './referralShare';
import { formatPoints, rewardPhrase } from './referralText';
import styles from './Referral.module.css';
import { groupDigits } from '@/lib/digits';

const SHARE_TOASTS = {
  shared: null,
  cancelled: null,
  copied: '초대 메시지를 복사했어요. 친구에게 붙여 넣어 보내 주세요.',
  failed: '복사하지 못했어요. 코드를 길게 눌러 직접 복사해 주세요.',
} as const;

function ProgramHero({ program }: { program: MyReferral['program'] }) {
  if (!program) {
    return (
      <p className={styles.notice}>
        지금은 진행 중인 친구 초대 이벤트가 없어요. 내 초대 코드는 언제든 친구에게 알려 줄 수 있어요.
      </p>
    );
  }
  return (
    <section className={styles.hero} aria-labelledby="referral-headline">
      <span className={styles.heroIcon} aria-hidden>
        <Icon name="gift" size={22} />
      </span>
      <p className={styles.eyebrow}>{program.title}</p>
      <h2 id="referral-headline" className={styles.headline}>
        친구를 초대하면
        <br />
        <strong>{rewardPhrase(program.inviterPoint, program.inviteePoint)}</strong> 받아요
      </h2>
      <p className={styles.heroNote}>
        친구가 가입하고 {program.joinWindowDays}일 안에 내 코드를 등록하면 바로 적립돼요. {formatDate(program.endsAt)}
        까지 진행해요.
      </p>
    </section>
  );
}

function Invitation({ my }: { my: MyReferral }) {
  const { siteUrl } = useShell();
  const toast = useToast();
  const origin = siteUrl || (typeof window === 'undefined' ? '' : window.location.origin);
  const message = inviteMessage(my.code, inviteLink(origin, my.code), my.program?.inviteePoint ?? null);

  const copyCode = async () => {
    toast.notify((await copyText(navigator, my.code)) ? '초대 코드를 복사했어요.' : SHARE_TOASTS.failed);
  };
  const share = async () => {
    const text = SHARE_TOASTS[await shareOrCopy(navigator, message)];
    if (text) toast.notify(text);
  };

  return (
    <>
      <section className={styles.codeCard} aria-labelledby="my-code-label">
        <p id="my-code-label" className={styles.codeLabel}>
          내 초대 코드
        </p>
        <p className={styles.code} data-testid="my-referral-code">
          {my.code}
        </p>
        <div className={styles.buttons}>
          <SubmitButton type="button" tone="secondary" onClick={copyCode}>
            <Icon name="copy" size={18} />
            코드 복사
          </SubmitButton>
          <SubmitButton type="button" onClick={share}>
            <Icon name="share-2" size={18} />
            공유하기
          </SubmitButton>
        </div>
      </section>
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} durationMs={3000} />
    </>
  );
}

/** /user/prcode: my invitation code, large and easy to pass on, and what inviting has earned me. */
export function PrcodeScreen() {
  const dispatch = useAppDispatch();
  const my = useAppSelector(selectMyReferral);
  const status = useAppSelector(selectReferralStatus);
  const error = useAppSelector(selectReferralError);

  let body;
  if (my) {
    body = (
      <>
        <ProgramHero program={my.program} />
        <Invitation my={my} />
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>초대한 친구</dt>
            <dd>{groupDigits(my.invitedCount)}명</dd>
          </div>
          <div className={styles.stat}>
            <dt>초대로 받은 포인트</dt>
            <dd>{formatPoints(my.earnedPoint)}</dd>
          </div>
        </dl>
        {my.friendCodeDeadline ? (
          <Link href="/registration/friend_code" className={styles.register}>
            <span>친구에게 받은 초대 코드가 있나요?</span>
            <strong>
              코드 등록하기 <Icon name="chevron-right" size={16} />
            </strong>
          </Link>
        ) : null}
        {my.program ? <ReferralTerms description={my.program.description} /> : null}
      </>
    );
  } else if (status === 'failed') {
    body = (
      <ErrorState
        message={error?.message ?? '초대 코드를 불러오지 못했어요.'}
        onRetry={() => void dispatch(loadReferralPage())}
      />
    );
  } else {
    body = (
      <div className={styles.skeleton} role="status" aria-busy="true">
        <span className="visually-hidden">불러오는 중</span>
      </div>
    );
  }
  return (
    <AppShell title="친구 초대" showBack activeTab="my_page">
      <div className={styles.page}>{body}</div>
    </AppShell>
  );
}
