/**
 * @jest-environment node
 */
import { parseRateLimitSetting } from '@/server/graphql/plugins/requestBudget';
import { CAPTURE_RATE_DEFAULT } from '@/server/graphql/capture/captureRateLimit';
import { loadEnv } from '@/server/env';

describe('GRAPHQL_RATE_LIMIT', () => {
  it.each([
    ['300/10', { burst: 300, windowSeconds: 10 }],
    ['50/1s', { burst: 50, windowSeconds: 1 }],
    [' 5 / 60 ', { burst: 5, windowSeconds: 60 }],
    ['off', null],
  ])('reads %p', (value, expected) => {
    expect(parseRateLimitSetting(value)).toEqual(expected);
  });

  it.each(['', '300', '0/10', '10/0', 'lots', '-1/10'])('refuses %p', (value) => {
    expect(() => parseRateLimitSetting(value)).toThrow(/GRAPHQL_RATE_LIMIT/);
  });

  it('defaults to 300/10, and capture to 120/60', () => {
    const env = loadEnv({ SESSION_SECRET: 's'.repeat(32) });
    expect(env.GRAPHQL_RATE_LIMIT).toBe('300/10');
    expect(env.CAPTURE_RATE_LIMIT).toBe(CAPTURE_RATE_DEFAULT);
    expect(parseRateLimitSetting(CAPTURE_RATE_DEFAULT)).toEqual({ burst: 120, windowSeconds: 60 });
  });
});
