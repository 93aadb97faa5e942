/**
 * @jest-environment node
 */
import { bucketOptionsOf, parseRateLimitSetting } from '@/server/graphql/plugins/requestBudget';

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

  it('becomes a bucket of the burst that refills it over the window, with bounded memory', () => {
    expect(bucketOptionsOf({ burst: 300, windowSeconds: 10 })).toEqual({ capacity: 300, refillPerSecond: 30, maxKeys: 10_000 });
  });
});
