import type { captureEvents, captureVisitPages } from '../../schema';
import { SEARCH_KEYWORD_ACTION } from '../../../domain/search/popularKeywords';
import { Rng } from '../random';
import { searchKeywords } from './data/keywords';

/**
 * A month of shopper traffic for the capture tables: visitors (anonymous ids, some returning often)
 * in sessions that start from a search engine, the home page or a shared link, search, open models
 * and items, and search again. A search writes the `search_keyword` event and the page view of the
 * result list; every other step writes a page view. Sessions follow the day's rhythm (quiet at
 * night, busiest 19–22 h KST) and run in time order, so ids grow with time as in a live database.
 * The action name is the one the popular-keywords query counts.
 */
export const SITE_ORIGIN = 'https://www.ridemarket.kr';
export const EVENT_WINDOW_DAYS = 30;

type VisitRow = typeof captureVisitPages.$inferInsert;
type EventRow = typeof captureEvents.$inferInsert;
export type EventChunk = { visits: VisitRow[]; events: EventRow[] };

/** The id ranges page views point at (all models and items, base and scale). */
export type EventTargets = { maxModelId: number; maxItemId: number };

type Step = 'home' | 'search' | 'model' | 'item';

/** Share of the day's traffic per KST hour 0–23. */
const HOURLY = [2, 1, 0.6, 0.4, 0.3, 0.4, 0.8, 1.5, 2.5, 3, 3.5, 4, 5, 4.5, 4, 4, 4, 4.5, 5, 6, 7, 8, 7, 4];
const HOURLY_CUMULATIVE = HOURLY.map(
  (_, h) => HOURLY.slice(0, h + 1).reduce((a, b) => a + b, 0) / HOURLY.reduce((a, b) => a + b, 0)
);

/** Seconds into a KST day for a fraction of the day's traffic (inverse of the hourly curve). */
function secondOfDay(fraction: number): number {
  const hour = HOURLY_CUMULATIVE.findIndex((c) => c > fraction);
  const h = hour === -1 ? 23 : hour;
  const before = h === 0 ? 0 : HOURLY_CUMULATIVE[h - 1];
  return Math.floor((h + (fraction - before) / (HOURLY_CUMULATIVE[h] - before)) * 3600);
}

const NEXT: Record<Step | 'start', readonly (readonly [Step | 'end', number])[]> = {
  start: [
    ['search', 45],
    ['home', 25],
    ['model', 20],
    ['item', 10],
  ],
  home: [
    ['search', 50],
    ['item', 30],
    ['model', 20],
  ],
  search: [
    ['item', 45],
    ['model', 25],
    ['search', 18],
    ['end', 12],
  ],
  model: [
    ['item', 55],
    ['search', 15],
    ['model', 12],
    ['end', 18],
  ],
  item: [
    ['item', 28],
    ['model', 15],
    ['search', 20],
    ['end', 37],
  ],
};

const EXTERNAL: readonly (readonly [(keyword: string) => string | null, number])[] = [
  [() => null, 40],
  [(k) => `https://search.naver.com/search.naver?query=${encodeURIComponent(k)}`, 22],
  [(k) => `https://m.search.naver.com/search.naver?query=${encodeURIComponent(k)}`, 12],
  [() => 'https://www.google.com/', 16],
  [() => 'https://www.instagram.com/', 6],
  [() => 'https://blog.naver.com/', 4],
];

/** A UUID v4 made of seeded random bits (the form of real anonymous ids). */
function uuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Popular things get most views: a power curve over the ids (low ids are the base catalogue). */
const skewedId = (max: number, rng: Rng) => 1 + Math.floor(max * rng.next() ** 1.7);

/**
 * `total` capture rows in chunks of about `chunkRows`, for the `EVENT_WINDOW_DAYS` days before
 * `until`. The same arguments always give the same rows.
 */
export function* eventChunks(
  total: number,
  until: Date,
  targets: EventTargets,
  chunkRows: number
): Generator<EventChunk> {
  const rng = new Rng('scale-events');
  const visitors = Array.from({ length: Math.max(50, Math.round(total / 25)) }, () => uuid(rng));
  const keywords = searchKeywords().map((k) => [k.text, k.weight] as const);
  const end = until.getTime() - 1000;
  const start = until.getTime() - EVENT_WINDOW_DAYS * 86_400_000;
  let written = 0;
  let chunk: EventChunk = { visits: [], events: [] };
  while (written < total) {
    // Sessions are spread evenly over the days, each day by the hourly curve (KST midnight = 15:00 UTC).
    const dayFraction = (written / total) * EVENT_WINDOW_DAYS;
    const day = Math.floor(dayFraction);
    let at = start + day * 86_400_000 + secondOfDay(dayFraction - day) * 1000;
    const anonyId = visitors[Math.floor(visitors.length * rng.next() ** 1.6)];
    let step = rng.weighted(NEXT.start) as Step | 'end';
    let keyword = rng.weighted(keywords);
    let prevUrl = rng.weighted(EXTERNAL)(keyword);
    for (let n = 0; step !== 'end' && n < 15 && written < total; n += 1) {
      // The last sessions of the window end at its edge, never after it.
      const createdAt = new Date(Math.min(at, end));
      let url: string;
      if (step === 'search') {
        keyword = n === 0 ? keyword : rng.weighted(keywords);
        url = `${SITE_ORIGIN}/search?keyword=${encodeURIComponent(keyword)}`;
        // Modelled visitors are browsers with the server's own cookie: their searches vote.
        chunk.events.push({ anonyId, action: SEARCH_KEYWORD_ACTION, value1: keyword, url, verified: true, createdAt });
        written += 1;
        if (written >= total) break;
        chunk.visits.push({ anonyId, url, pageName: 'search_list', prevUrl, createdAt });
      } else if (step === 'model') {
        const modelId = skewedId(targets.maxModelId, rng);
        url = `${SITE_ORIGIN}/models/${modelId}`;
        chunk.visits.push({ anonyId, modelId, url, pageName: 'model_detail', prevUrl, createdAt });
      } else if (step === 'item') {
        const itemId = skewedId(targets.maxItemId, rng);
        url = `${SITE_ORIGIN}/services/${itemId}`;
        chunk.visits.push({ anonyId, itemId, url, pageName: 'item_detail', prevUrl, createdAt });
      } else {
        url = `${SITE_ORIGIN}/`;
        chunk.visits.push({ anonyId, url, pageName: 'home', prevUrl, createdAt });
      }
      written += 1;
      prevUrl = url;
      at += rng.int(15, 150) * 1000;
      step = rng.weighted(NEXT[step]);
      if (chunk.visits.length + chunk.events.length >= chunkRows) {
        yield chunk;
        chunk = { visits: [], events: [] };
      }
    }
  }
  if (chunk.visits.length + chunk.events.length > 0) yield chunk;
}
