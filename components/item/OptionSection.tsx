import type { ChangeEvent } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { ItemDetailAnswer } from '@/api/item/itemDetail';
import type { DateRange } from '@/lib/calendar/types';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  addBucketOption,
  removeBucketOption,
  selectItemChoices,
  selectItemFit,
  setBucketOptionAmount,
  setDeliveryType,
  type DeliveryTypeCode,
} from '@/store/itemDetailSlice';
import { selectCalendar } from '@/store/calendarSlice';
import { AvailabilityAlertOffer } from '../calendar/AvailabilityAlertOffer';
import { rangeLabel } from '../calendar/rangeLabel';
import { FitLine } from '../fit/FitLine';
import { OptionBucket } from './OptionBucket';
import styles from './OptionSection.module.css';

type Props = {
  detail: ItemDetailAnswer;
  range: DateRange;
  onOpenCalendar: () => void;
  notify: (text: string) => void;
  /** The part of the selection the call to action asked for, highlighted until it is done. */
  attention: 'DATES' | 'OPTIONS' | 'DELIVERY' | null;
};

/** A fitting size says so in words (내 사이즈), not by colour: a native option shows text only. */
function optionLabel(option: ItemDetailAnswer['options'][number], perDay: boolean, fits = false): string {
  const price =
    option.optionType === 1
      ? option.price > 0
        ? ` (+${formatWon(option.price)})`
        : ''
      : ` (${perDay ? '1일 ' : ''}${formatWon(option.price)})`;
  return `${fits ? '[내 사이즈] ' : ''}${option.name}${price}${option.isSoldOut ? ' - 품절' : ''}`;
}

/** Dates (rentals), required and additional options, the bucket, and how the item is received. */
export function OptionSection({ detail, range, onOpenCalendar, notify, attention }: Props) {
  const dispatch = useAppDispatch();
  const choices = useAppSelector(selectItemChoices);
  const fit = useAppSelector(selectItemFit);
  const fitting = new Set(fit?.fittingOptionIds ?? []);
  const { rangeNote, waitableRange } = useAppSelector(selectCalendar);
  const { item, options } = detail;
  const rental = item.dealType === 'RENTAL';
  const required = options.filter((o) => o.optionType === 1);
  const additional = options.filter((o) => o.optionType === 2);
  const deliveryTypes = detail.shippingSetting.deliveryTypes;

  const onPick = (event: ChangeEvent<HTMLSelectElement>) => {
    const optionId = Number(event.target.value);
    event.target.value = '';
    if (!optionId) return;
    if (choices.bucket.some((e) => e.optionId === optionId)) {
      notify('이미 담은 옵션이에요. 아래에서 수량을 바꿔 주세요.');
      return;
    }
    if (
      options.find((o) => o.id === optionId)?.optionType === 1 &&
      choices.currentRequireOptionCount >= choices.maxSelectRequireOptionCount
    ) {
      notify(`필수 옵션은 모두 합쳐 ${choices.maxSelectRequireOptionCount}개까지 담을 수 있어요.`);
      return;
    }
    dispatch(addBucketOption(optionId));
  };

  return (
    <section className={styles.section} aria-labelledby="item-options" id="item-options-section">
      <h2 id="item-options" className={styles.title}>
        {rental ? '예약 정보 선택' : '옵션 선택'}
      </h2>
      {rental ? (
        <div className={attention === 'DATES' ? `${styles.field} ${styles.attention}` : styles.field}>
          <span className={styles.label} id="rental-dates-label">
            대여 기간
          </span>
          <button
            type="button"
            className={styles.dateButton}
            onClick={onOpenCalendar}
            aria-describedby="rental-dates-label"
            id="rental-dates-button"
          >
            <Icon name="calendar-days" size={20} />
            <span>{range.startDate && range.endDate ? rangeLabel(range) : '대여 기간 선택'}</span>
          </button>
          {rangeNote ? (
            <p className={styles.rangeNote} role="status" data-testid="range-note">
              {rangeNote}
            </p>
          ) : null}
          {waitableRange ? (
            <AvailabilityAlertOffer itemId={item.id} startDate={waitableRange.start} endDate={waitableRange.end} />
          ) : null}
        </div>
      ) : null}
      <FitLine fit={fit} />
      {required.length > 0 ? (
        <div className={attention === 'OPTIONS' ? `${styles.field} ${styles.attention}` : styles.field}>
          <label className={styles.label} htmlFor="required-option">
            필수 옵션
          </label>
          <select id="required-option" className={styles.select} defaultValue="" onChange={onPick}>
            <option value="" disabled>
              {rental ? '사이즈를 선택해 주세요' : '옵션을 선택해 주세요'}
            </option>
            {required.map((o) => (
              <option key={o.id} value={o.id} disabled={o.isSoldOut}>
                {optionLabel(o, rental, fitting.has(o.id))}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {additional.length > 0 ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="additional-option">
            추가 옵션 (선택)
          </label>
          <select id="additional-option" className={styles.select} defaultValue="" onChange={onPick}>
            <option value="" disabled>
              추가할 옵션을 선택해 주세요
            </option>
            {additional.map((o) => (
              <option key={o.id} value={o.id} disabled={o.isSoldOut}>
                {optionLabel(o, rental)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <OptionBucket
        bucket={choices.bucket}
        options={options}
        perDay={rental}
        onAmount={(optionId, amount) => dispatch(setBucketOptionAmount({ optionId, amount }))}
        onRemove={(optionId) => dispatch(removeBucketOption(optionId))}
      />
      {deliveryTypes.length > 1 ? (
        <fieldset className={attention === 'DELIVERY' ? `${styles.delivery} ${styles.attention}` : styles.delivery}>
          <legend className={styles.label}>받는 방법</legend>
          {deliveryTypes.map((d) => (
            <label key={d.type} className={styles.radio}>
              <input
                type="radio"
                name="delivery-type"
                value={d.type}
                checked={choices.deliveryType === d.type}
                onChange={() => dispatch(setDeliveryType(d.type as DeliveryTypeCode))}
              />
              <span className={styles.radioName}>{d.name}</span>
              <span className={styles.radioFee}>{d.feeText}</span>
            </label>
          ))}
        </fieldset>
      ) : deliveryTypes.length === 1 ? (
        <p className={styles.single}>
          받는 방법: <strong>{deliveryTypes[0].name}</strong> · {deliveryTypes[0].feeText}
        </p>
      ) : null}
    </section>
  );
}
