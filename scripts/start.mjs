#!/usr/bin/env node
// `npm start`: serves the production build, honouring PORT and HOSTNAME (the listen address).
// A missing build is built first, so `npm start` alone works in a fresh clone after `npm install`.
// The server runs in this very process (scripts/serve.mjs), and package.json starts it with `exec`,
// so a stop signal sent to npm, to this script or to its process group reaches the server itself.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
process.env.NODE_ENV ||= 'production';

const port = Number(process.env.PORT || '3000');
// Many shells export HOSTNAME as the machine's name; only an address-like value is a listen address.
const rawHost = process.env.HOSTNAME || '';
const host = /^(\d{1,3}(\.\d{1,3}){3}|localhost|::1?|\[?[0-9a-f:]+\]?)$/i.test(rawHost) ? rawHost : '0.0.0.0';
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || '10000');
// The metrics port is never bound to every interface by default: HOSTNAME when it is an address, else loopback.
const metricsPort = Number(process.env.METRICS_PORT || '0');
const metricsHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!existsSync(`${distDir}/BUILD_ID`)) {
  const build = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { serve } = await import('./serve.mjs');
serve({ port, host, shutdownTimeoutMs, metricsPort, metricsHost }).catch((error) => {
  console.error(`[start] 서버를 시작할 수 없습니다: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
