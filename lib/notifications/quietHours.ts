import { SEOUL_UTC_OFFSET_MINUTES } from '../dates';

/** Quiet hours in Seoul (docs/product.md §3 Notifications): from 21:00 to 08:00 nothing buzzes a phone. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

const HOUR_MS = 3600_000;
const OFFSET_MS = SEOUL_UTC_OFFSET_MINUTES * 60_000;

/**
 * When a held-back message may leave: `now` itself outside quiet hours, else the next 08:00 in Seoul.
 * Seoul has no daylight saving, so a fixed offset is exact.
 */
export function quietHoursRelease(now: Date): Date {
  const seoul = new Date(now.getTime() + OFFSET_MS);
  const hour = seoul.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const release = new Date(seoul);
  release.setUTCHours(QUIET_UNTIL_HOUR, 0, 0, 0);
  if (hour >= QUIET_FROM_HOUR) release.setTime(release.getTime() + 24 * HOUR_MS);
  return new Date(release.getTime() - OFFSET_MS);
}
