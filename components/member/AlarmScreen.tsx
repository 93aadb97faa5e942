import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import type { Alarm } from '@/api/item/alarms';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAlarmState } from '@/store/alarmSlice';
import { loadAlarmPage, loadMoreAlarms, readAlarm, readAllAlarms } from '@/store/alarmThunks';
import { ErrorState } from '../ui/ErrorState';
import { Toast, useToast } from '@/components/ui/Toast';
import { AlarmRow } from './AlarmRow';
import { EmptyState } from './EmptyState';
import { MemberFrame } from './MemberFrame';
import { MoreRow } from './MoreRow';
import styles from './AlarmScreen.module.css';
import { groupDigits } from '@/lib/digits';

/**
 * /user/alarm: the important alarm pinned on top, then every alarm newest first, paged as the list
 * scrolls. Tapping an alarm marks it read and opens its link; 모두 읽음 reads them all.
 */
export function AlarmScreen() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const state = useAppSelector(selectAlarmState);
  const toast = useToast();
  const { notify } = toast;
  const alarms = state.alarms.items;

  const open = async (alarm: Alarm) => {
    if (!alarm.isRead) {
      const result = await dispatch(readAlarm(alarm.id));
      if (readAlarm.rejected.match(result)) notify(result.payload?.message ?? '알림을 읽음으로 바꾸지 못했어요.');
    }
    if (alarm.linkUrl) await router.push(alarm.linkUrl);
  };
  const readAll = async () => {
    const result = await dispatch(readAllAlarms());
    notify(
      readAllAlarms.fulfilled.match(result)
        ? '모든 알림을 읽었어요'
        : (result.payload?.message ?? '잠시 후 다시 시도해 주세요.')
    );
  };

  let body;
  if (state.status === 'failed' && alarms.length === 0 && !state.importantAlarm) {
    body = (
      <ErrorState
        message={state.error?.message ?? '알림을 불러오지 못했어요.'}
        onRetry={() => void dispatch(loadAlarmPage())}
      />
    );
  } else if (state.status !== 'succeeded') {
    body = (
      <ul className={styles.skeleton} aria-busy="true" aria-label="알림을 불러오는 중">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} />
        ))}
      </ul>
    );
  } else if (alarms.length === 0 && !state.importantAlarm) {
    body = (
      <EmptyState
        icon={<Icon name="bell-off" size={24} />}
        title="아직 받은 알림이 없어요"
        text="상품을 찜하고 최저가 알림을 켜 두면 가격이 내려갈 때 여기로 알려 드려요."
        action={{ href: '/search', label: '상품 둘러보기' }}
      />
    );
  } else {
    body = (
      <>
        {state.importantAlarm ? (
          <section className={styles.pinned} aria-label="중요 알림">
            <AlarmRow alarm={state.importantAlarm} pinned onOpen={open} />
          </section>
        ) : null}
        <ul className={styles.list} aria-label="알림 목록">
          {alarms.map((alarm) => (
            <li key={alarm.id}>
              <AlarmRow alarm={alarm} onOpen={open} />
            </li>
          ))}
        </ul>
        <MoreRow
          hasMore={state.alarms.searchAfter !== null}
          status={state.moreStatus}
          shown={alarms.length}
          endText="알림을 모두 확인했어요."
          onMore={() => void dispatch(loadMoreAlarms())}
        />
      </>
    );
  }

  return (
    <MemberFrame title="알림">
      <div className={styles.bar}>
        <p className={styles.count} aria-live="polite">
          {state.unreadCount > 0 ? `읽지 않은 알림 ${groupDigits(state.unreadCount)}개` : '새 알림이 없어요'}
        </p>
        <button
          type="button"
          className={styles.readAll}
          onClick={() => void readAll()}
          disabled={state.unreadCount === 0}
        >
          <Icon name="check-check" size={18} />
          모두 읽음
        </button>
      </div>
      {body}
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} />
    </MemberFrame>
  );
}
