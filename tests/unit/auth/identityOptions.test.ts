/** @jest-environment node */
import type * as IdentityOptionsModule from '@/server/auth/identityOptions';

/** Loads identityOptions (and server/env, which caches) fresh under a given environment. */
function withEnv(env: Record<string, string | undefined>, run: (m: typeof IdentityOptionsModule) => void): void {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous load
    jest.isolateModules(() => run(require('@/server/auth/identityOptions') as typeof IdentityOptionsModule));
  } finally {
    process.env = saved;
  }
}

const SESSION_SECRET = 'env-secret-'.padEnd(40, 'e');

describe('identity options defaults', () => {
  it('uses the server secret and Secure cookies in production', () => {
    withEnv({ NODE_ENV: 'production', SESSION_SECRET, DATABASE_URL: undefined }, ({ resolveIdentityOptions }) => {
      const resolved = resolveIdentityOptions();
      expect(resolved.secret).toBe(SESSION_SECRET);
      expect(resolved.secure).toBe(true);
      expect(resolved.now).toBeInstanceOf(Date);
    });
  });

  it('drops Secure outside production (http://localhost) and lets tests inject everything', () => {
    withEnv({ NODE_ENV: 'development', SESSION_SECRET, DATABASE_URL: undefined }, ({ resolveIdentityOptions }) => {
      expect(resolveIdentityOptions().secure).toBe(false);
      const now = new Date('2025-01-01T00:00:00Z');
      expect(resolveIdentityOptions({ secret: 'injected', secure: true, now })).toEqual({
        secret: 'injected',
        secure: true,
        now,
      });
    });
  });
});
