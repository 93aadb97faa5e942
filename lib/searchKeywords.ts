import { localStore } from './storage';

/**
 * Search keywords shared by the browser and the service: the capture action a search is recorded
 * under (인기 검색어 are counted from it), and the visitor's recent keywords kept on the device.
 */
export const SEARCH_KEYWORD_ACTION = 'search_keyword';

const RECENT_KEY = 'search.recent';
export const RECENT_LIMIT = 10;
/** Recent keywords are a convenience of this device: kept for 30 days, never sent anywhere. */
const RECENT_MINUTES = 30 * 24 * 60;

export function readRecentKeywords(): string[] {
  const stored = localStore.get<unknown>(RECENT_KEY);
  return Array.isArray(stored)
    ? stored.filter((k): k is string => typeof k === 'string' && k.trim() !== '').slice(0, RECENT_LIMIT)
    : [];
}

function write(keywords: string[]): string[] {
  localStore.set(RECENT_KEY, keywords, RECENT_MINUTES);
  return keywords;
}

/** The newest search goes first; the same keyword searched again moves up instead of repeating. */
export function addRecentKeyword(keyword: string): string[] {
  const shown = keyword.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!shown) return readRecentKeywords();
  return write([shown, ...readRecentKeywords().filter((k) => k !== shown)].slice(0, RECENT_LIMIT));
}

export function removeRecentKeyword(keyword: string): string[] {
  return write(readRecentKeywords().filter((k) => k !== keyword));
}

export function clearRecentKeywords(): string[] {
  localStore.remove(RECENT_KEY);
  return [];
}
