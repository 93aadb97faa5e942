/**
 * What every server-rendered page hands the app shell (plain JSON in pageProps.shell): the visitor's
 * anonymous id (minted on the first response), what the user agent is, and the canonical origin.
 */
export type ShellProps = {
  anonId: string | null;
  isCrawler: boolean;
  isMobile: boolean;
  /** Public origin for canonical URLs and Open Graph, e.g. https://www.ridemarket.kr */
  siteUrl: string;
  /** DEMO_MODE=on: payments and identity checks are simulated, and every page must say so. */
  demoMode?: boolean;
};

export function canonicalUrl(shell: Pick<ShellProps, 'siteUrl'>, path: string): string {
  return `${shell.siteUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
