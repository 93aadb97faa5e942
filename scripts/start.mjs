#!/usr/bin/env node
// `npm start`: serves the production build, honouring PORT and HOSTNAME (the listen address).
// A missing build is built first, so `npm start` alone works in a fresh clone after `npm install`.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const port = process.env.PORT || '3000';
// Many shells export HOSTNAME as the machine's name; only an address-like value is a listen address.
const rawHost = process.env.HOSTNAME || '';
const host = /^(\d{1,3}(\.\d{1,3}){3}|localhost|::1?|\[?[0-9a-f:]+\]?)$/i.test(rawHost) ? rawHost : '0.0.0.0';

if (!existsSync('.next/BUILD_ID')) {
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn('npx', ['next', 'start', '-p', port, '-H', host], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
