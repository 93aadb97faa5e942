import { useState } from 'react';
import { useRouter } from 'next/router';
import { Bell, BellRing, Heart, Share2 } from 'lucide-react';
import { useAppDispatch } from '@/store/hooks';
import { setItemBookmarkState } from '@/store/itemDetailThunks';
import { loginHref } from '@/lib/account/returnUrl';
import styles from './ItemActions.module.css';

type Props = {
  itemId: number;
  isMarked: boolean;
  isAlarm: boolean;
  isMember: boolean;
  share: { url: string; title: string; text: string };
  notify: (text: string) => void;
};

const DONE = {
  bookmark: { on: '찜 목록에 담았어요', off: '찜을 해제했어요' },
  alarm: { on: '최저가 알림을 켰어요. 가격이 내려가면 알려 드릴게요', off: '최저가 알림을 껐어요' },
} as const;

/** Heart (찜), bell (최저가 알림) and share. A visitor is sent to log in and brought back here. */
export function ItemActions({ itemId, isMarked, isAlarm, isMember, share, notify }: Props) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [busy, setBusy] = useState<'bookmark' | 'alarm' | null>(null);

  const toggle = async (kind: 'bookmark' | 'alarm', active: boolean) => {
    if (!isMember) {
      await router.push(loginHref(router.asPath));
      return;
    }
    setBusy(kind);
    const result = await dispatch(setItemBookmarkState({ id: itemId, kind, active }));
    setBusy(null);
    if (setItemBookmarkState.fulfilled.match(result)) notify(DONE[kind][active ? 'on' : 'off']);
    else if (result.payload?.code === 'UNAUTHENTICATED') await router.push(loginHref(router.asPath));
    else notify(result.payload?.message ?? '잠시 후 다시 시도해 주세요.');
  };

  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(share);
        return;
      } catch (error) {
        // The shopper closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(share.url);
      notify('링크를 복사했어요');
    } catch {
      notify(`이 주소를 복사해 주세요: ${share.url}`);
    }
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={() => toggle('bookmark', !isMarked)} aria-pressed={isMarked}
        aria-label={isMarked ? '찜 해제' : '찜하기'} disabled={busy !== null}>
        <Heart size={22} aria-hidden className={isMarked ? styles.marked : undefined} fill={isMarked ? 'currentColor' : 'none'} />
      </button>
      <button type="button" className={styles.action} onClick={() => toggle('alarm', !isAlarm)} aria-pressed={isAlarm}
        aria-label={isAlarm ? '최저가 알림 끄기' : '최저가 알림 받기'} disabled={busy !== null}>
        {isAlarm ? <BellRing size={22} aria-hidden className={styles.alarm} /> : <Bell size={22} aria-hidden />}
      </button>
      <button type="button" className={styles.action} onClick={onShare} aria-label="공유하기">
        <Share2 size={22} aria-hidden />
      </button>
    </div>
  );
}
