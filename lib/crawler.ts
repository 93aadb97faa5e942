/**
 * Crawler and device detection from the user agent (docs/product.md §1). Crawlers (search engines, social
 * scrapers, performance testers) must get the complete HTML; only decorative client-only parts are
 * skipped for them. Kept as one list so that SSR and the client agree.
 */

/** Exported for the check that deploy/varnish/ridemarket.vcl classifies user agents the same way. */
export const CRAWLER_PATTERNS: readonly RegExp[] = [
  /googlebot|googleother|google-inspectiontool|storebot-google|adsbot-google|mediapartners-google|apis-google|google-structured-data/i,
  /\byeti\b|naverbot/i, // Naver
  /daum(oa)?\b|daumoa/i, // Daum / Kakao search
  /bingbot|bingpreview|msnbot/i,
  /kakaotalk-scrap|kakaostory-og-reader/i,
  /facebookexternalhit|facebot|meta-externalagent/i,
  /twitterbot/i,
  /slackbot|slack-imgproxy/i,
  /chrome-lighthouse|lighthouse/i,
  /discordbot|telegrambot|linkedinbot|pinterest(bot)?\/|whatsapp|applebot|duckduckbot|baiduspider|yandex(bot)?|petalbot|bytespider|semrushbot|ahrefsbot/i,
  // Not HeadlessChrome: our own Playwright journeys run headless and must see what a person sees.
  /pagespeed|gtmetrix/i,
];

export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return CRAWLER_PATTERNS.some((pattern) => pattern.test(userAgent));
}

/**
 * Phones and tablets that should get the mobile layout from the first byte (no flash of the desktop
 * one before the window width is known). iPadOS 13+ reports a Mac user agent and cannot be told
 * apart here; the width check on the client covers it.
 */
export const MOBILE_PATTERN =
  /android|iphone|ipod|ipad|mobile|windows phone|iemobile|blackberry|opera mini|samsungbrowser|kakaotalk|naver\(inapp/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return MOBILE_PATTERN.test(userAgent);
}
