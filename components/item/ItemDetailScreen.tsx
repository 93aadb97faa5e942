import { useCallback, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  selectItemChoices,
  selectItemDetail,
  selectItemDetailError,
  setRecommendItemFlag,
  setStartDatetime,
} from '@/store/itemDetailSlice';
import { selectCalendar, selectCalendarRange } from '@/store/calendarSlice';
import { loadItemCalendar, loadItemPage } from '@/store/itemDetailThunks';
import { pricePreview } from '@/store/itemSelection';
import type { InternalReferrer } from '@/lib/item/internalReferrer';
import { useExperimentExposure } from '../shell/useExperimentExposure';
import { AppShell } from '../layout/AppShell';
import { ErrorState } from '../ui/ErrorState';
import { BottomSheet } from './BottomSheet';
import { ItemActions } from './ItemActions';
import { ItemCtaBar } from './ItemCtaBar';
import { ItemHero } from './ItemHero';
import { CriticalNoticeBox, ItemDescription, ItemSubInfo } from './ItemInfoSections';
import { ItemPriceSection } from './ItemPriceSection';
import { ItemReviews } from './ItemReviews';
import { ModelSummaryCard } from './ModelSummaryCard';
import { ModelLessNote } from './ModelLessNote';
import { OptionSection } from './OptionSection';
import { BusinessCard } from './BusinessCard';
import { ToastProvider, useNotify } from '@/components/ui/Toast';
import { useItemCta } from './useItemCta';
import { useItemVisitCapture } from './useItemVisitCapture';
import { useInteractionCapture } from '../capture/useInteractionCapture';
import styles from './ItemDetailScreen.module.css';

// The calendar is behind a tap: its code (months, day buttons, 빈자리 알림) arrives with the first
// tap, not with the page (issue 19). It stays mounted afterwards, so reopening is instant.
const CalendarSheet = dynamic(() => import('../calendar/CalendarSheet').then((m) => m.CalendarSheet), { ssr: false });

type Props = { itemId: number; internalReferrer: InternalReferrer | null };

/** The item page (docs/product.md §3 Item detail): everything about one offer, and the way to book or buy it. */
export function ItemDetailScreen({ itemId, internalReferrer }: Props) {
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectItemDetail);
  const error = useAppSelector(selectItemDetailError);
  if (!detail || detail.item.id !== itemId) {
    return (
      <AppShell title="상품 상세" showBack showTabBar={false} titleIsHeading={false}>
        <ErrorState
          message={error?.message ?? '상품 정보를 불러오지 못했어요.'}
          onRetry={() => dispatch(loadItemPage(itemId))}
        />
      </AppShell>
    );
  }
  // One toast for the page: the heart and bell (components/bookmark/useBookmark.ts), share and options.
  return (
    <ToastProvider>
      <LoadedItem detail={detail} internalReferrer={internalReferrer} />
    </ToastProvider>
  );
}

function LoadedItem({
  detail,
  internalReferrer,
}: Omit<Props, 'itemId'> & { detail: NonNullable<ReturnType<typeof selectItemDetail>> }) {
  const dispatch = useAppDispatch();
  const choices = useAppSelector(selectItemChoices);
  const range = useAppSelector(selectCalendarRange);
  const variant = useExperimentExposure('itemDetail');
  const record = useItemVisitCapture(detail.item.id, internalReferrer);
  // Interest in the item's catalogue model; a service without a model sends nothing.
  const interaction = useInteractionCapture(detail.bike?.id ?? null);
  const notify = useNotify();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [optionSheetOpen, setOptionSheetOpen] = useState(false);
  const [calendarLoaded, setCalendarLoaded] = useState(false);
  const openCalendar = useCallback(() => {
    setCalendarLoaded(true);
    setCalendarOpen(true);
  }, []);
  const closeCalendar = useCallback(() => setCalendarOpen(false), []);
  const closeOptionSheet = useCallback(() => setOptionSheetOpen(false), []);
  const cta = useItemCta({ detail, variant, record, openCalendar, openOptionSheet: () => setOptionSheetOpen(true) });
  const rental = detail.item.dealType === 'RENTAL';
  const calendarItemId = useAppSelector(selectCalendar).itemId;
  const calendarStatus = useAppSelector(selectCalendar).status;
  // The server loads the calendar with a rental; when it did not (or another item's is kept), load it
  // here. A failed load waits for the sheet's 다시 시도 instead of retrying in a loop.
  useEffect(() => {
    const stale = calendarStatus === 'idle' || (calendarStatus === 'succeeded' && calendarItemId !== detail.item.id);
    if (rental && stale) dispatch(loadItemCalendar(detail.item.id));
  }, [rental, calendarItemId, calendarStatus, detail.item.id, dispatch]);
  const priceOf = (days: number) => pricePreview(detail, choices.bucket, days);

  const confirmRange = () => {
    dispatch(setStartDatetime(range.startDate));
    setCalendarOpen(false);
  };
  const options = (
    <OptionSection
      detail={detail}
      range={range}
      onOpenCalendar={openCalendar}
      notify={notify}
      attention={cta.attention}
    />
  );

  return (
    <AppShell showBack showTabBar={false}>
      <div className={styles.page}>
        <ItemHero
          detail={detail}
          onGallerySwipe={interaction.gallerySwiped}
          actions={
            <ItemActions
              itemId={detail.item.id}
              isMarked={detail.bookmarkInfo.isMarked}
              isAlarm={detail.bookmarkInfo.isAlarm}
              share={detail.sharedInfo}
            />
          }
        />
        <CriticalNoticeBox notice={detail.criticalNotice} />
        <ItemPriceSection detail={detail} />
        <div className={styles.divider} />
        {optionSheetOpen ? null : options}
        <div className={styles.divider} />
        {detail.bike ? (
          <ModelSummaryCard
            model={detail.bike}
            showCompare={choices.recommendItemFlag}
            onHideCompare={() => dispatch(setRecommendItemFlag(false))}
            onSpecOpen={interaction.specOpened}
          />
        ) : (
          <ModelLessNote isService={detail.item.isService} categoryName={detail.item.categoryName} />
        )}
        <BusinessCard business={detail.business} itemId={detail.item.id} />
        <div className={styles.divider} />
        <ItemDescription detail={detail} />
        <ItemSubInfo detail={detail} />
        <div className={styles.divider} />
        <ItemReviews stats={detail.reviewStatic} reviews={detail.reviews} dealType={detail.item.dealType} />
      </div>
      <ItemCtaBar
        summary={cta.summary}
        total={cta.total}
        longRentalDiscount={cta.longRentalDiscount}
        label={cta.label}
        disabled={cta.disabled}
        busy={cta.busy}
        message={cta.message}
        onPress={cta.press}
      />
      <BottomSheet
        open={optionSheetOpen}
        title={rental ? '예약 정보 선택' : '옵션 선택'}
        onClose={closeOptionSheet}
        footer={
          <button type="button" className={styles.sheetDone} onClick={closeOptionSheet}>
            선택 완료
          </button>
        }
      >
        {options}
      </BottomSheet>
      {rental && calendarLoaded ? (
        <CalendarSheet
          itemId={detail.item.id}
          open={calendarOpen}
          onClose={closeCalendar}
          onConfirm={confirmRange}
          priceOf={priceOf}
        />
      ) : null}
    </AppShell>
  );
}
