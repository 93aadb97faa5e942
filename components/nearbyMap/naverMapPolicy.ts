/**
 * Naver's map script is admitted by the Content-Security-Policy of the map page only, and a policy
 * belongs to the document: a visitor who reaches the map by client-side navigation (the home's
 * 가까운 매장, the bookmark tab) is still in a document whose policy blocks Naver. _document marks each
 * document with the scope its policy was made for; the map reloads itself once to get its own.
 */
const RELOAD_MARK = 'rm:naver-map-reload';

export function documentAllowsNaverMap(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.cspScope === 'naverMap';
}

/**
 * Reloads the page so that the server sends it with the map's policy. Returns false (and does
 * nothing) when this tab already tried for this address moments ago, so a misconfiguration shows the
 * drawn map instead of reloading forever.
 */
export function reloadForNaverMap(reload: () => void = () => window.location.reload()): boolean {
  const href = window.location.href;
  try {
    const last = JSON.parse(window.sessionStorage.getItem(RELOAD_MARK) ?? 'null') as {
      href?: string;
      at?: number;
    } | null;
    if (last?.href === href && typeof last.at === 'number' && Date.now() - last.at < 30_000) return false;
    window.sessionStorage.setItem(RELOAD_MARK, JSON.stringify({ href, at: Date.now() }));
  } catch {
    // No session storage (private mode quirks): without the guard, do not risk a reload loop.
    return false;
  }
  reload();
  return true;
}
