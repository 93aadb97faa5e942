import { useState } from 'react';
import Link from 'next/link';
import { Bell, BellRing, Heart } from 'lucide-react';
import type { ModelBookmark, ModelSummary } from '@/api/item/modelDetail';
import { useAppDispatch } from '@/store/hooks';
import { toggleModelBookmark } from '@/store/modelDetailThunks';
import { useMemberAction } from './memberAction';
import styles from './ModelActionBar.module.css';

type Props = { model: ModelSummary; bookmark: ModelBookmark };

/** Sticky bottom bar: heart and lowest-price bell (members), and the way to the cheapest offer. */
export function ModelActionBar({ model, bookmark }: Props) {
  const dispatch = useAppDispatch();
  const runMemberAction = useMemberAction();
  const [busy, setBusy] = useState<'bookmark' | 'alarm' | null>(null);

  const toggle = async (kind: 'bookmark' | 'alarm') => {
    if (busy) return;
    const active = kind === 'bookmark' ? !bookmark.isActiveBookmark : !bookmark.isActiveAlarm;
    const message = kind === 'bookmark'
      ? (active ? '찜 목록에 담았어요' : '찜을 해제했어요')
      : (active ? '최저가 알림을 켰어요. 가격이 내려가면 알려드릴게요' : '최저가 알림을 껐어요');
    setBusy(kind);
    await runMemberAction(dispatch(toggleModelBookmark({ modelId: model.id, kind, active })), message);
    setBusy(null);
  };
  const rentalOnly = model.lowestSellPrice === null && model.lowestRentalPrice !== null;

  return (
    <div className={styles.bar}>
      <button type="button" className={styles.icon} aria-pressed={bookmark.isActiveBookmark} aria-label="찜하기"
        disabled={busy !== null} onClick={() => toggle('bookmark')}>
        <Heart size={24} aria-hidden className={bookmark.isActiveBookmark ? styles.heartOn : undefined} />
      </button>
      <button type="button" className={styles.icon} aria-pressed={bookmark.isActiveAlarm} aria-label="최저가 알림"
        disabled={busy !== null} onClick={() => toggle('alarm')}>
        {bookmark.isActiveAlarm ? <BellRing size={24} aria-hidden className={styles.bellOn} /> : <Bell size={24} aria-hidden />}
      </button>
      {model.itemId !== null ? (
        <Link href={`/services/${model.itemId}`} className={styles.cta}>
          {rentalOnly ? '최저가로 렌탈하기' : '최저가로 구매하기'}
        </Link>
      ) : (
        <p className={styles.ctaOff}>지금은 판매처가 없어요</p>
      )}
    </div>
  );
}
