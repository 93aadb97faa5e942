/**
 * The per-address request budget of a GraphQL service, as GRAPHQL_RATE_LIMIT sets it:
 * `<count>/<seconds>` (e.g. `300/10`: 300 requests in each 10 s window) or `off`.
 * Generous on purpose: a phone browsing quickly sends a few requests a second, and the browser test
 * suite many more from one address; a script that fires thousands does not get them all served.
 */
export type RequestBudgetOptions = { burst: number; windowSeconds: number };

/** Returns null for `off`; throws on anything else that does not parse, so that a typo fails at start. */
export function parseRateLimitSetting(value: string): RequestBudgetOptions | null {
  if (value.trim() === 'off') return null;
  const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,6})\s*s?\s*$/.exec(value);
  const burst = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || burst < 1 || windowSeconds < 1) {
    throw new Error(`GRAPHQL_RATE_LIMIT는 "요청 수/초"(예: 300/10) 또는 off여야 합니다: ${value}`);
  }
  return { burst, windowSeconds };
}
