import { useCallback, useState } from 'react';
import { useRouter } from 'next/router';
import type { BusinessBookmark, MemberBookmark } from '@/api/item/memberBookmarks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBadges } from '@/store/badgeSlice';
import { markSeen } from '@/store/badgeThunks';
import { selectBookmarkState } from '@/store/bookmarkSlice';
import { deleteBookmark, deleteBusinessBookmark, loadBookmarks, loadBusinessBookmarks, setBookmarkAlarm } from '@/store/bookmarkThunks';
import { Toast, useToast } from '@/components/ui/Toast';
import { BadgeDot } from './BadgeDot';
import { BookmarkItemList, BookmarkStoreList } from './BookmarkLists';
import { MemberFrame } from './MemberFrame';
import styles from './BookmarkScreen.module.css';

export type BookmarkTab = 'items' | 'stores';

/**
 * /user/bookmark: saved items and models (with the lowest-price bell) on one tab, saved stores on
 * the other (?tab=store). Opening a tab records that the member saw it, which clears its badge.
 */
export function BookmarkScreen({ initialTab }: { initialTab: BookmarkTab }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const state = useAppSelector(selectBookmarkState);
  const badges = useAppSelector(selectBadges);
  const [tab, setTab] = useState<BookmarkTab>(initialTab);
  const [busyId, setBusyId] = useState<string | null>(null);
  const toast = useToast();
  const { notify } = toast;

  const choose = (next: BookmarkTab) => {
    if (next === tab) return;
    setTab(next);
    void router.replace({ pathname: '/user/bookmark', query: next === 'stores' ? { tab: 'store' } : {} }, undefined, { shallow: true, scroll: false });
    // The server loaded only the tab the page opened on; the other one loads (and counts as seen) on first visit.
    if (next === 'items' && state.bookmarkStatus.status === 'idle') void dispatch(loadBookmarks());
    if (next === 'stores' && state.businessStatus.status === 'idle') void dispatch(loadBusinessBookmarks());
    void dispatch(markSeen(next === 'items' ? 'ITEM_BOOKMARK' : 'BUSINESS_BOOKMARK'));
  };

  const run = useCallback(async (id: string, work: () => Promise<string | null>) => {
    setBusyId(id);
    const text = await work();
    setBusyId(null);
    if (text) notify(text);
  }, [notify]);

  const toggleAlarm = (b: MemberBookmark) => run(b.id, async () => {
    const active = !b.isEnableLowestPriceAlarm;
    const result = await dispatch(setBookmarkAlarm({ target: b.target, targetId: b.targetId, active }));
    if (setBookmarkAlarm.rejected.match(result)) return result.payload?.message ?? '잠시 후 다시 시도해 주세요.';
    return active ? '최저가 알림을 켰어요. 가격이 내려가면 알려 드릴게요' : '최저가 알림을 껐어요';
  });
  const removeItem = (b: MemberBookmark) => run(b.id, async () => {
    const result = await dispatch(deleteBookmark(b.id));
    return deleteBookmark.fulfilled.match(result) ? '찜 목록에서 삭제했어요' : result.payload?.message ?? '잠시 후 다시 시도해 주세요.';
  });
  const removeStore = (s: BusinessBookmark) => run(`STORE:${s.id}`, async () => {
    const result = await dispatch(deleteBusinessBookmark(s.id));
    return deleteBusinessBookmark.fulfilled.match(result) ? '찜한 매장에서 삭제했어요' : result.payload?.message ?? '잠시 후 다시 시도해 주세요.';
  });

  const tabs: { key: BookmarkTab; label: string; dot: boolean }[] = [
    { key: 'items', label: '상품·모델', dot: badges.isActiveItemBookmarkBadge && tab !== 'items' },
    { key: 'stores', label: '매장', dot: badges.isActiveBusinessBookmarkBadge && tab !== 'stores' },
  ];
  return (
    <MemberFrame title="찜 목록" activeTab="bookmark_list" showBack={false}>
      <div className={styles.tabs} role="tablist" aria-label="찜 종류">
        {tabs.map((t) => (
          <button key={t.key} type="button" role="tab" id={`bookmark-tab-${t.key}`} aria-controls={`bookmark-panel-${t.key}`}
            aria-selected={tab === t.key} className={tab === t.key ? styles.tabOn : styles.tab} onClick={() => choose(t.key)}>
            {t.label}{t.dot ? <BadgeDot /> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`bookmark-panel-${tab}`} aria-labelledby={`bookmark-tab-${tab}`}>
        {tab === 'items'
          ? <BookmarkItemList state={state} busyId={busyId} onToggleAlarm={toggleAlarm} onDelete={removeItem} />
          : <BookmarkStoreList state={state} busyId={busyId} onDelete={removeStore} />}
      </div>
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} />
    </MemberFrame>
  );
}
