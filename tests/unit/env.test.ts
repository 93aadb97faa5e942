/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '@/server/env';

describe('server environment', () => {
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'rm-env-'));

  it('generates a session secret under DATA_DIR in the embedded mode and keeps it', () => {
    const dir = tmp();
    const first = loadEnv({ NODE_ENV: 'production', DATA_DIR: dir });
    expect(first.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(loadEnv({ NODE_ENV: 'production', DATA_DIR: dir }).SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o077).toBe(0);
  });

  it('requires SESSION_SECRET in production with DATABASE_URL, with a Korean message', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'production', DATA_DIR: tmp(), DATABASE_URL: 'postgres://db.internal/app' })
    ).toThrow(/SESSION_SECRET이 필요합니다/);
  });

  it('accepts a given secret and rejects a short one', () => {
    const secret = 'x'.repeat(40);
    expect(
      loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/app', SESSION_SECRET: secret })
        .SESSION_SECRET
    ).toBe(secret);
    expect(() => loadEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET는 32자 이상/);
  });

  it('rejects a malformed DATABASE_URL or APP_ENV', () => {
    expect(() => loadEnv({ DATABASE_URL: 'not a url', DATA_DIR: tmp() })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ APP_ENV: 'qa', DATA_DIR: tmp() })).toThrow(/APP_ENV/);
  });
});
