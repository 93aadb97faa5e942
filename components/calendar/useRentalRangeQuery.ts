import { useCallback, useMemo } from 'react';
import { useRouter } from 'next/router';
import { todayInSeoul } from '@/lib/dates';
import { parseRentalRange, rangeQuery, type RentalRange } from '@/lib/rentalRange/rentalRange';

/**
 * The chosen rental range lives in the URL as `?start=2026-12-24&end=2026-12-27` (issue 31 §1), so a
 * dated list is shareable, server-rendered from the same query, and stays chosen while browsing.
 */
type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * The range a query names, or null when it names none or one the calendar would not let a shopper
 * pick (lib/rentalRange parseRentalRange: an old shared link's past dates, a hand-edited URL): the
 * list then shows every date rather than an error.
 */
export function rentalRangeFromQuery(query: Query, today: string = todayInSeoul()): RentalRange | null {
  const parsed = parseRentalRange(first(query.start), first(query.end), today);
  return parsed && 'range' in parsed ? parsed.range : null;
}

/**
 * Why the query's range was not used (an old shared link's past dates, a hand-edited URL), in the
 * range rule's own words; null when the query names no range or a good one.
 */
export function rentalRangeRefusal(query: Query, today: string = todayInSeoul()): string | null {
  const parsed = parseRentalRange(first(query.start), first(query.end), today);
  return parsed && 'error' in parsed ? parsed.error : null;
}

/** The query with the range set (or removed), every other parameter kept. */
export function withRentalRange(query: Query, range: RentalRange | null): Query {
  const { start: _start, end: _end, ...rest } = query;
  return range ? { ...rest, ...rangeQuery(range) } : rest;
}

/** A link that carries the range on (a card to its item page): `/items/12?start=…&end=…`. */
export function hrefWithRange(href: string, range: RentalRange | null): string {
  if (!range) return href;
  const [path, hash] = href.split('#');
  const joiner = path.includes('?') ? '&' : '?';
  return `${path}${joiner}start=${range.start}&end=${range.end}${hash ? `#${hash}` : ''}`;
}

/**
 * The range of the current URL and a setter that rewrites only `start`/`end` by shallow routing (the
 * page's own loaders react to the query; getServerSideProps reads the same parameters on a reload).
 */
export function useRentalRangeQuery(): [RentalRange | null, (range: RentalRange | null) => void] {
  const router = useRouter();
  const { start, end } = router.query;
  const range = useMemo(() => rentalRangeFromQuery({ start, end }), [start, end]);
  const setRange = useCallback(
    (next: RentalRange | null) => {
      void router.push({ pathname: router.pathname, query: withRentalRange(router.query, next) }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router]
  );
  return [range, setRange];
}
