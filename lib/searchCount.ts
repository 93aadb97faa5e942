/**
 * Search result counts stop here (server/domain/search/searchSql.ts): a broad word matches tens of
 * thousands of items, and nobody pages that far, so the service counts no further and the screen
 * says "1만 개 이상" for a count at the cap.
 */
export const SEARCH_COUNT_CAP = 10_000;
