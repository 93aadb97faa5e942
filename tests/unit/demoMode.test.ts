/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDemoMode, loadEnv } from '@/server/env';
import { identityProviderName } from '@/server/domain/identity/providerConfig';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'rm-demo-'));
const secret = 's'.repeat(40);

describe('DEMO_MODE: the one switch for everything simulated', () => {
  it('is off unless set: the environment of a default `npm start` is not demo mode', () => {
    expect(isDemoMode(loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir() }))).toBe(false);
    expect(isDemoMode(loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir(), DEMO_MODE: '' }))).toBe(false);
    expect(isDemoMode(loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir(), DEMO_MODE: 'on' }))).toBe(true);
  });

  it('accepts only on or off', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), DEMO_MODE: 'true' })).toThrow(/DEMO_MODE/);
  });

  it('does not follow APP_ENV or NODE_ENV: no other variable turns a simulator on', () => {
    for (const APP_ENV of ['local', 'test', 'stage', 'production']) {
      for (const NODE_ENV of ['development', 'test', 'production']) {
        expect(isDemoMode(loadEnv({ APP_ENV, NODE_ENV, DATA_DIR: dataDir() }))).toBe(false);
      }
    }
  });

  it('refuses to start a production build on DATABASE_URL in demo mode unless DEMO_MODE_ACK=yes', () => {
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.internal/app',
      SESSION_SECRET: secret,
      DEMO_MODE: 'on',
    };
    expect(() => loadEnv(shared)).toThrow(/DEMO_MODE_ACK=yes/);
    expect(() => loadEnv({ ...shared, DEMO_MODE_ACK: 'no' })).toThrow(/DEMO_MODE_ACK/);
    expect(isDemoMode(loadEnv({ ...shared, DEMO_MODE_ACK: 'yes' }))).toBe(true);
    // The embedded database (a developer's machine, `npm run up`) and a development server need no acknowledgement.
    expect(isDemoMode(loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir(), DEMO_MODE: 'on' }))).toBe(true);
    expect(isDemoMode(loadEnv({ ...shared, NODE_ENV: 'development' }))).toBe(true);
  });
});

describe('the sandbox phone check cannot be selected outside demo mode', () => {
  const env = (vars: Record<string, string>) => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...vars });

  it('is off by default and stays off even when IDENTITY_PROVIDER=sandbox asks for it', () => {
    expect(identityProviderName(env({}))).toBe('off');
    expect(identityProviderName(env({ IDENTITY_PROVIDER: 'sandbox' }))).toBe('off');
    expect(identityProviderName(env({ IDENTITY_PROVIDER: 'sandbox', APP_ENV: 'local' }))).toBe('off');
  });

  it('is the default in demo mode, where PortOne can still be chosen', () => {
    expect(identityProviderName(env({ DEMO_MODE: 'on' }))).toBe('sandbox');
    expect(identityProviderName(env({ DEMO_MODE: 'on', IDENTITY_PROVIDER: 'portone' }))).toBe('portone');
    expect(identityProviderName(env({ IDENTITY_PROVIDER: 'portone' }))).toBe('portone');
  });
});
