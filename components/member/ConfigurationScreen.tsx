import { useState } from 'react';
import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { postAuth } from '@/api/auth';
import { provisionPath } from '@/api/item/provisions';
import { formatDate } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { changeMarketingConsent } from '@/store/memberSettingsThunks';
import { selectUser } from '@/store/userSlice';
import { Toast, useToast } from '@/components/ui/Toast';
import { MemberFrame } from './MemberFrame';
import { WithdrawDialog } from './WithdrawDialog';
import { SettingSwitch } from './SettingSwitch';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import styles from './ConfigurationScreen.module.css';

const SIGN_UP_METHOD: Record<string, string> = { EMAIL: '이메일', KAKAO: '카카오', NAVER: '네이버' };

/**
 * /user/configuration: account details (masked), nickname and password, the marketing consent
 * switch (its result also arrives as an alarm, as the law asks), the notification settings
 * (docs/product.md §3 Notifications), logout and account deletion.
 */
export function ConfigurationScreen() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const toast = useToast();
  const { notify } = toast;
  const [consentBusy, setConsentBusy] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);

  const toggleConsent = async () => {
    setConsentBusy(true);
    const agree = !user.isMarketingAgreed;
    const result = await dispatch(changeMarketingConsent(agree));
    setConsentBusy(false);
    if (changeMarketingConsent.fulfilled.match(result)) {
      notify(`${formatDate(result.payload.decidedAt)} 마케팅 정보 수신${agree ? '에 동의' : '을 거부'}했어요`);
    } else {
      notify(result.payload?.message ?? '잠시 후 다시 시도해 주세요.');
    }
  };

  const logout = async () => {
    setLoggingOut(true);
    try {
      const answer = await postAuth<{ ok: boolean; redirect: string }>('/logout');
      // A full load: every piece of the member's state leaves with the page.
      window.location.assign(answer.redirect || '/');
    } catch (error) {
      setLoggingOut(false);
      notify(error instanceof Error && error.message ? error.message : '로그아웃하지 못했어요. 다시 시도해 주세요.');
    }
  };

  return (
    <MemberFrame title="설정">
      <section className={styles.section} aria-labelledby="config-account">
        <h2 id="config-account" className={styles.heading}>
          계정 정보
        </h2>
        <dl className={styles.info}>
          <div>
            <dt>가입 방법</dt>
            <dd>{SIGN_UP_METHOD[user.registKeyType ?? 'EMAIL'] ?? '이메일'}</dd>
          </div>
          <div>
            <dt>이메일</dt>
            <dd>{user.maskedEmail ?? '등록된 이메일이 없어요'}</dd>
          </div>
          {user.phone ? (
            <div>
              <dt>휴대폰</dt>
              <dd>{user.phone}</dd>
            </div>
          ) : null}
        </dl>
        <ul className={styles.rows}>
          <li>
            <Link href="/user/configuration/nickname" className={styles.row}>
              <span>닉네임 변경</span>
              <span className={styles.value}>{user.nickname}</span>
              <Icon name="chevron-right" size={18} className={styles.chevron} />
            </Link>
          </li>
          {user.hasPassword ? (
            <li>
              <Link href="/user/pwd_change" className={styles.row}>
                <span>비밀번호 변경</span>
                <Icon name="chevron-right" size={18} className={styles.chevron} />
              </Link>
            </li>
          ) : null}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="config-notice">
        <h2 id="config-notice" className={styles.heading}>
          마케팅 수신 동의
        </h2>
        <SettingSwitch
          id="marketing"
          label="마케팅 정보 수신"
          hint="이벤트·할인 혜택 소식과 찜한 상품의 가격 인하 알림을 앱 밖으로도 받아요. 주문·계정 안내는 설정과 상관없이 보내 드려요."
          checked={user.isMarketingAgreed}
          busy={consentBusy}
          onToggle={() => void toggleConsent()}
        />
        <Link href={provisionPath('MARKETING')} className={styles.termsLink}>
          마케팅 정보 수신 동의 약관 보기
        </Link>
      </section>

      <NotificationSettingsSection notify={notify} />

      <section className={styles.section} aria-label="계정 관리">
        <button
          type="button"
          className={styles.rowButton}
          onClick={() => void logout()}
          disabled={loggingOut}
          aria-busy={loggingOut}
        >
          {loggingOut ? '로그아웃하는 중…' : '로그아웃'}
        </button>
        <button type="button" className={styles.withdraw} onClick={() => setWithdrawing(true)}>
          회원 탈퇴
        </button>
      </section>

      {withdrawing ? <WithdrawDialog hasPassword={user.hasPassword} onClose={() => setWithdrawing(false)} /> : null}
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} durationMs={3500} />
    </MemberFrame>
  );
}
