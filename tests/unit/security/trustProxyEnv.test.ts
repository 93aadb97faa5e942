/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '@/server/env';

// TRUST_PROXY is read once at boot: a value it cannot read stops the server instead of silently
// believing (or ignoring) every forwarded header.
describe('TRUST_PROXY in the environment', () => {
  const base = () => ({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rm-trust-')),
    SESSION_SECRET: 'x'.repeat(40),
  });

  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['false', { kind: 'none' }],
    ['0', { kind: 'none' }],
    ['true', { kind: 'hops', hops: 1 }],
    ['2', { kind: 'hops', hops: 2 }],
    ['10.0.0.0/8', { kind: 'ranges', ranges: [{ address: '10.0.0.0', prefix: 8, family: 'ipv4' }] }],
  ])('reads %j', (value, expected) => {
    expect(loadEnv({ ...base(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY).toEqual(
      expected
    );
  });

  it.each(['yes', '10.0.0.300', 'proxy.internal', '10.0.0.0/40'])(
    'refuses %j at boot with a Korean message',
    (value) => {
      expect(() => loadEnv({ ...base(), TRUST_PROXY: value })).toThrow(/TRUST_PROXY는 false, 홉 수/);
    }
  );
});
