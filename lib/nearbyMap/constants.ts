/**
 * Constants of the nearby-business map (docs/product.md §9). The default position is the spec's; the map
 * screen's own default centre and zoom are not given by the spec: we centre on the same point and
 * open at zoom 13 (a few kilometres across on a phone), where central Seoul shows a handful of businesses.
 */
export const DEFAULT_POSITION = { lat: 37.53737528, lng: 127.00557633 } as const;

/** Zoom for a chosen named location (docs/product.md §9) and for the onboarding's first view. */
export const CHOSEN_LOCATION_ZOOM = 15;

export const MAP_DEFAULT_CENTER = DEFAULT_POSITION;
export const MAP_DEFAULT_ZOOM = 13;

/** Zoom levels the map accepts: below 7 a phone shows more than the whole country. */
export const MIN_ZOOM = 7;
export const MAX_ZOOM = 19;

/**
 * Where a map centre or a shopper's position may be: a box around South Korea with a margin (the
 * seas around Jeju, Ulleungdo and Dokdo). Anything outside is not our map: the URL falls back to the
 * defaults, the service answers INVALID_INPUT.
 */
export const KOREA_BOUNDS = { minLat: 32.8, maxLat: 38.9, minLng: 124.5, maxLng: 132.0 } as const;

/** The map's size in CSS pixels when the page is rendered on the server (a common phone, the map's height). */
export const SSR_VIEWPORT = { width: 390, height: 320 } as const;

/** Businesses per list page; pins per view (the most relevant first). */
export const BUSINESS_PAGE_SIZE = 20;
export const MAX_PINS = 300;

/** Wait after the map stops moving before the URL and the list follow it. */
export const MAP_MOVE_DEBOUNCE_MS = 400;
