/**
 * docs/product.md §3 Calendar: a date map keyed by date and a month array. The service sends the facts
 * (disabled or not, free units); the client adds the selection flags of the §4 range rule.
 */

/** Why a day cannot be picked: past, the business is closed, no unit is free, or beyond 90 days. */
export type DisableReason = 'PAST' | 'CLOSED' | 'FULL' | 'BEYOND_WINDOW' | 'SOLD_OUT';

/** One day as the item service answers it. */
export type AvailabilityDay = {
  date: string;
  isDisable: boolean;
  freeUnits: number;
  disableReason: DisableReason | null;
};

export type AvailabilityMonth = { yearMonth: string; dates: AvailabilityDay[] };

/** One day as the calendar shows it (docs/product.md §3 Calendar date fields plus the service's facts), derived by selectCalendarMonths. */
export type CalendarDate = AvailabilityDay & {
  isSelected: boolean;
  /** The band reaches the left edge of the cell (every highlighted day but the start). */
  isLeftActive: boolean;
  /** The band reaches the right edge of the cell (every highlighted day but the end). */
  isRightActive: boolean;
  /** Cannot end the range here: a disabled day lies between the chosen start and this day. */
  isPreviewDisable: boolean;
};

export type DateRange = { startDate: string | null; endDate: string | null };
