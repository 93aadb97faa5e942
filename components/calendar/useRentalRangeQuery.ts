import { useCallback, useMemo } from 'react';
import { useRouter } from 'next/router';
import { daysBetween, isDateKey } from '@/lib/calendar/dateKeys';
import { MAX_PICK_DAYS, type PickedRange } from './RentalRangePickerDays';

/**
 * The chosen rental range lives in the URL as `?start=2026-12-24&end=2026-12-27` (issue 31 §1), so a
 * dated list is shareable, server-rendered from the same query, and stays chosen while browsing.
 */
type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * The range a query names, or null. Only its form is checked here (real dates, end not before start,
 * at most MAX_PICK_DAYS); the window against today is the service's to judge (INVALID_INPUT).
 */
export function rentalRangeFromQuery(query: Query): PickedRange | null {
  const start = first(query.start);
  const end = first(query.end);
  if (!start || !end || !isDateKey(start) || !isDateKey(end)) return null;
  const days = daysBetween(start, end) + 1;
  return days >= 1 && days <= MAX_PICK_DAYS ? { start, end } : null;
}

/** The query with the range set (or removed), every other parameter kept. */
export function withRentalRange(query: Query, range: PickedRange | null): Query {
  const { start: _start, end: _end, ...rest } = query;
  return range ? { ...rest, start: range.start, end: range.end } : rest;
}

/** A link that carries the range on (a card to its item page): `/items/12?start=…&end=…`. */
export function hrefWithRange(href: string, range: PickedRange | null): string {
  if (!range) return href;
  const [path, hash] = href.split('#');
  const joiner = path.includes('?') ? '&' : '?';
  return `${path}${joiner}start=${range.start}&end=${range.end}${hash ? `#${hash}` : ''}`;
}

/**
 * The range of the current URL and a setter that rewrites only `start`/`end` by shallow routing (the
 * page's own loaders react to the query; getServerSideProps reads the same parameters on a reload).
 */
export function useRentalRangeQuery(): [PickedRange | null, (range: PickedRange | null) => void] {
  const router = useRouter();
  const { start, end } = router.query;
  const range = useMemo(() => rentalRangeFromQuery({ start, end }), [start, end]);
  const setRange = useCallback(
    (next: PickedRange | null) => {
      void router.push({ pathname: router.pathname, query: withRentalRange(router.query, next) }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router]
  );
  return [range, setRange];
}
