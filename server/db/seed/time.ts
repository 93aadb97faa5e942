import { inSeoul } from '@/lib/dates';

/**
 * Seed dates. Every seeded date is counted from the seeding day (SeedDay), never written as a
 * calendar date: campaigns, terms, card benefits and bookings must be current whenever the database
 * is seeded, or pages that show "what is on now" go empty a few months after the data was written.
 * All times are Asia/Seoul (UTC+9, no DST); the same seeding day always gives the same rows.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const KST = 9 * HOUR;

/** A KST wall-clock time as a Date. */
export function kst(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour - 9, minute));
}

/** The day the database is seeded: the KST midnight starting it, and dates counted from it. */
export class SeedDay {
  /** 00:00 KST of the seeding day. */
  readonly midnight: Date;

  private constructor(midnight: Date) {
    this.midnight = midnight;
  }

  /** The seeding day of the moment `now` (rounded down to its KST midnight). */
  static of(now: Date): SeedDay {
    if (Number.isNaN(now.getTime())) throw new Error('the seed needs a valid `now`');
    return new SeedDay(new Date(Math.floor((now.getTime() + KST) / DAY) * DAY - KST));
  }

  /** `days` after the seeding day (before it when negative), at hh:mm KST. */
  at(days: number, hour = 0, minute = 0): Date {
    return new Date(this.midnight.getTime() + days * DAY + hour * HOUR + minute * 60_000);
  }

  /** The seeding day's KST year and month (1-based). */
  get year(): number {
    return new Date(this.midnight.getTime() + KST).getUTCFullYear();
  }

  get month(): number {
    return new Date(this.midnight.getTime() + KST).getUTCMonth() + 1;
  }

  /** 00:00 KST on the first day of the month `months` after the seeding day's month. */
  monthStart(months: number): Date {
    const index = this.year * 12 + (this.month - 1) + months;
    return kst(Math.floor(index / 12), (index % 12) + 1, 1);
  }

  /**
   * The last `month`/`day` before the seeding day, at hh:mm KST: seasonal copy (a ski-season opening,
   * a holiday notice) is dated in its own season of the most recent year, and is already published
   * whatever the hour of seeding.
   */
  lastOn(month: number, day: number, hour = 0, minute = 0): Date {
    const year = kst(this.year, month, day) < this.midnight ? this.year : this.year - 1;
    return kst(year, month, day, hour, minute);
  }
}

/** A moment between two dates, chosen by a [0, 1) fraction and snapped to the minute. */
export function between(from: Date, to: Date, fraction: number): Date {
  const ms = from.getTime() + (to.getTime() - from.getTime()) * fraction;
  return new Date(Math.floor(ms / 60_000) * 60_000);
}

/** Daytime version of a moment: shops and reviewers act between 09:00 and 22:59 KST. */
export function atDaytime(date: Date, hourFraction: number): Date {
  const kstMs = date.getTime() + KST;
  const day = Math.floor(kstMs / DAY) * DAY;
  const minutes = 9 * 60 + Math.floor(hourFraction * 14 * 60);
  return new Date(day + minutes * 60_000 - KST);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

/** YYYY-MM-DD in KST. */
export function ymd(date: Date): string {
  return new Date(date.getTime() + KST).toISOString().slice(0, 10);
}

/** `2026년 7월 1일`: how terms and notices write a date. */
export function longDate(date: Date): string {
  return inSeoul(date).format('YYYY년 M월 D일');
}

/** `2월 16일(월)`: a day in notice copy. */
export function dayWithWeekday(date: Date): string {
  return inSeoul(date).format('M월 D일(dd)');
}

/** `16일(월)`: the second day of a range in the same month. */
export function dateWithWeekday(date: Date): string {
  return inSeoul(date).format('D일(dd)');
}

/** The KST year of a moment. */
export function yearOf(date: Date): number {
  return new Date(date.getTime() + KST).getUTCFullYear();
}

/** The KST month (1–12) of a moment. */
export function monthOf(date: Date): number {
  return new Date(date.getTime() + KST).getUTCMonth() + 1;
}
