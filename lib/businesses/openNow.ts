/**
 * Open or closed now, from a business's weekly opening hours and extra closed dates, in Asia/Seoul
 * (docs/design.md §4 Business row: business rows show open/closed now). Korea has no daylight saving, so Seoul time is UTC+9
 * all year. Hours whose close is not after their open run past midnight (10:00–02:00). Shared by the
 * nearby-business map and the business profile; pure, so the server computes it at render time.
 */
export type WeeklyHours = readonly { weekday: number; open: string; close: string }[];

export type OpenStatus = {
  isOpen: boolean;
  /** '영업 중 · 20:00까지', '영업 전 · 10:00 오픈', '영업 종료 · 내일 10:00 오픈', '오늘 휴무 · 목요일 10:00 오픈' */
  text: string;
};

const WEEKDAY_NAMES = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'];
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

type SeoulDay = { dateKey: string; weekday: number; minutes: number };

function seoulDay(instant: number): SeoulDay {
  const local = new Date(instant + SEOUL_OFFSET_MS);
  return {
    dateKey: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The hours of a day, or null when the business is closed that day (no hours, or a closed date). */
function hoursOn(hours: WeeklyHours, closedDates: readonly string[], day: SeoulDay) {
  if (closedDates.includes(day.dateKey)) return null;
  return hours.find((h) => h.weekday === day.weekday) ?? null;
}

const overnight = (h: { open: string; close: string }) => minutesOf(h.close) <= minutesOf(h.open);

/** The next opening after today, as '내일 10:00' or '목요일 10:00', or null within a week. */
function nextOpening(hours: WeeklyHours, closedDates: readonly string[], now: number): string | null {
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const day = seoulDay(now + ahead * DAY_MS);
    const h = hoursOn(hours, closedDates, day);
    if (h) return `${ahead === 1 ? '내일' : WEEKDAY_NAMES[day.weekday]} ${h.open}`;
  }
  return null;
}

export function openStatus(hours: WeeklyHours, closedDates: readonly string[], now: Date = new Date()): OpenStatus {
  const instant = now.getTime();
  const today = seoulDay(instant);
  // Yesterday's late hours may still run (a shop open until 02:00).
  const yesterday = hoursOn(hours, closedDates, seoulDay(instant - DAY_MS));
  if (yesterday && overnight(yesterday) && today.minutes < minutesOf(yesterday.close)) {
    return { isOpen: true, text: `영업 중 · ${yesterday.close}까지` };
  }
  const todays = hoursOn(hours, closedDates, today);
  if (todays) {
    const open = minutesOf(todays.open);
    const close = minutesOf(todays.close);
    if (today.minutes >= open && (overnight(todays) || today.minutes < close)) {
      return { isOpen: true, text: `영업 중 · ${todays.close}까지` };
    }
    if (today.minutes < open) return { isOpen: false, text: `영업 전 · ${todays.open} 오픈` };
  }
  const next = nextOpening(hours, closedDates, instant);
  const head = todays ? '영업 종료' : '오늘 휴무';
  return { isOpen: false, text: next ? `${head} · ${next} 오픈` : head };
}

/** Schema.org openingHoursSpecification day names, for LocalBusiness JSON-LD. */
export const SCHEMA_DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
