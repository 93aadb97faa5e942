/**
 * HSTS: once a browser has seen the site over https, it never again tries plain http for two years
 * (so a café Wi-Fi cannot strip TLS from the login page). Sent only when the public address
 * (SITE_URL) is https: on http://localhost it would pin a developer's browser to https for a host
 * that has none. includeSubDomains: every ridemarket.kr host is served over https.
 */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

export function strictTransportSecurity(siteUrl: string | null | undefined): string | null {
  if (!siteUrl) return null;
  try {
    return new URL(siteUrl).protocol === 'https:' ? HSTS_VALUE : null;
  } catch {
    return null;
  }
}
