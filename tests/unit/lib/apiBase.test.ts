import { apiBaseFor, isAppEnv } from '@/lib/apiBase';

describe('lib/apiBase', () => {
  it('chooses the API base by APP_ENV', () => {
    expect(apiBaseFor('production')).toBe('https://www.ridemarket.kr');
    expect(apiBaseFor('test')).toBe('https://test.ridemarket.kr');
    expect(apiBaseFor('stage')).toBe('https://stage.ridemarket.kr');
    expect(apiBaseFor('local')).toBe('');
  });

  it('falls back to the same origin for unknown or missing values', () => {
    expect(apiBaseFor(undefined)).toBe('');
    expect(apiBaseFor('prod')).toBe('');
    expect(isAppEnv('stage')).toBe(true);
    expect(isAppEnv('dev')).toBe(false);
  });
});
