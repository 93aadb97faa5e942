import { useCallback, useState } from 'react';
import { useRouter } from 'next/router';
import type { BusinessBookmark, MemberBookmark, ModelAlarmMode } from '@/api/item/memberBookmarks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBadges } from '@/store/badgeSlice';
import { markSeen } from '@/store/badgeThunks';
import { selectBookmarkState } from '@/store/bookmarkSlice';
import {
  deleteBookmark,
  deleteBusinessBookmark,
  loadBookmarkPage,
  loadBusinessBookmarkPage,
  setModelAlarmMode,
} from '@/store/bookmarkThunks';
import { useBookmark } from '@/components/bookmark/useBookmark';
import { ToastProvider, useNotify } from '@/components/ui/Toast';
import { BadgeDot } from './BadgeDot';
import { BookmarkItemList, BookmarkBusinessList } from './BookmarkLists';
import { MemberFrame } from './MemberFrame';
import styles from './BookmarkScreen.module.css';

export type BookmarkTab = 'items' | 'businesses';

/**
 * /user/bookmark: saved items and models (with the lowest-price bell) on one tab, saved businesses on
 * the other (?tab=business). Opening a tab records that the member saw it, which clears its badge.
 */
export function BookmarkScreen({ initialTab }: { initialTab: BookmarkTab }) {
  return (
    <ToastProvider>
      <BookmarkTabs initialTab={initialTab} />
    </ToastProvider>
  );
}

function BookmarkTabs({ initialTab }: { initialTab: BookmarkTab }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const state = useAppSelector(selectBookmarkState);
  const badges = useAppSelector(selectBadges);
  const [tab, setTab] = useState<BookmarkTab>(initialTab);
  const [busyId, setBusyId] = useState<string | null>(null);
  const notify = useNotify();
  // The bell is the one bookmark toggle of every screen: optimistic, rolled back on failure, one wording.
  const bookmarkToggle = useBookmark();

  const choose = (next: BookmarkTab) => {
    if (next === tab) return;
    setTab(next);
    void router.replace(
      { pathname: '/user/bookmark', query: next === 'businesses' ? { tab: 'business' } : {} },
      undefined,
      { shallow: true, scroll: false }
    );
    void openTab(next);
  };

  // The server loaded only the tab the page opened on; the other one loads on first visit. As on the
  // server, the list is read before the visit is recorded, so its marks are those since the last visit.
  const openTab = async (next: BookmarkTab) => {
    if (next === 'items' && state.bookmarkStatus.status === 'idle') await dispatch(loadBookmarkPage());
    if (next === 'businesses' && state.businessStatus.status === 'idle') await dispatch(loadBusinessBookmarkPage());
    await dispatch(markSeen(next === 'items' ? 'ITEM_BOOKMARK' : 'BUSINESS_BOOKMARK'));
  };

  const run = useCallback(
    async (id: string, work: () => Promise<string | null>) => {
      setBusyId(id);
      const text = await work();
      setBusyId(null);
      if (text) notify(text);
    },
    [notify]
  );

  const toggleAlarm = (b: MemberBookmark) => {
    void bookmarkToggle.toggle(
      { target: b.target, id: b.targetId, kind: 'alarm' },
      { isActiveBookmark: true, isActiveAlarm: b.isEnableLowestPriceAlarm }
    );
  };
  const changeAlarmMode = (b: MemberBookmark, alarmMode: ModelAlarmMode) =>
    run(b.id, async () => {
      const result = await dispatch(setModelAlarmMode({ modelId: b.targetId, alarmMode }));
      if (!setModelAlarmMode.fulfilled.match(result)) return result.payload?.message ?? '잠시 후 다시 시도해 주세요.';
      return alarmMode === 'ALL_TIME_LOW' ? '역대 최저가가 되면 알려 드릴게요' : '가격이 내려갈 때마다 알려 드릴게요';
    });
  const busyRow = (b: MemberBookmark) => busyId === b.id || bookmarkToggle.isPending(b.target, b.targetId);
  const removeItem = (b: MemberBookmark) =>
    run(b.id, async () => {
      const result = await dispatch(deleteBookmark(b.id));
      return deleteBookmark.fulfilled.match(result)
        ? '찜 목록에서 삭제했어요'
        : (result.payload?.message ?? '잠시 후 다시 시도해 주세요.');
    });
  const removeBusiness = (s: BusinessBookmark) =>
    run(`BUSINESS:${s.id}`, async () => {
      const result = await dispatch(deleteBusinessBookmark(s.id));
      return deleteBusinessBookmark.fulfilled.match(result)
        ? '찜한 매장에서 삭제했어요'
        : (result.payload?.message ?? '잠시 후 다시 시도해 주세요.');
    });

  const tabs: { key: BookmarkTab; label: string; dot: boolean }[] = [
    { key: 'items', label: '상품·모델', dot: badges.isActiveItemBookmarkBadge && tab !== 'items' },
    { key: 'businesses', label: '매장', dot: badges.isActiveBusinessBookmarkBadge && tab !== 'businesses' },
  ];
  return (
    <MemberFrame title="찜 목록" activeTab="bookmark_list" showBack={false}>
      <div className={styles.tabs} role="tablist" aria-label="찜 종류">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`bookmark-tab-${t.key}`}
            aria-controls={`bookmark-panel-${t.key}`}
            aria-selected={tab === t.key}
            className={tab === t.key ? styles.tabOn : styles.tab}
            onClick={() => choose(t.key)}
          >
            {t.label}
            {t.dot ? <BadgeDot /> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`bookmark-panel-${tab}`} aria-labelledby={`bookmark-tab-${tab}`}>
        {tab === 'items' ? (
          <BookmarkItemList
            state={state}
            isBusy={busyRow}
            onToggleAlarm={toggleAlarm}
            onAlarmMode={changeAlarmMode}
            onDelete={removeItem}
          />
        ) : (
          <BookmarkBusinessList state={state} busyId={busyId} onDelete={removeBusiness} />
        )}
      </div>
    </MemberFrame>
  );
}
