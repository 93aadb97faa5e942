/**
 * How a visit from Naver Shopping is recognised. The EP feed's links carry our own marker
 * (utm_source=naver_shopping), Naver appends its click parameter NaPm to the links it sends out, and
 * when the browser passes a referrer it is a shopping.naver.com host. Any one of them is enough:
 * in-app browsers and strict referrer policies often drop the referrer, and a shared link may lose
 * the query string.
 */
export const NAVER_EP_UTM = { source: 'naver_shopping', medium: 'ep' } as const;

/** The tracking query the feed appends to every product link. */
export function naverEpTrackingQuery(): string {
  return `utm_source=${NAVER_EP_UTM.source}&utm_medium=${NAVER_EP_UTM.medium}`;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function isNaverShoppingReferrer(referrer: string): boolean {
  const host = hostOf(referrer);
  return host !== null && (host === 'shopping.naver.com' || host.endsWith('.shopping.naver.com'));
}

/**
 * The referrer to record when `landingUrl` (absolute) is an arrival from Naver Shopping, else null.
 * Without a browser referrer the landing URL itself is recorded: its marker is the evidence.
 */
export function naverEpLandingReferrer(landingUrl: string, referrer: string): string | null {
  let params: URLSearchParams;
  try {
    params = new URL(landingUrl).searchParams;
  } catch {
    return null;
  }
  const marked = params.get('utm_source') === NAVER_EP_UTM.source || params.has('NaPm');
  if (isNaverShoppingReferrer(referrer)) return referrer;
  if (marked) return referrer || landingUrl;
  return null;
}
