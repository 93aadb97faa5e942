// The server under test: the production build, started the way `npm start` starts it (default
// environment, no DEMO_MODE), on a free loopback port with a fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { send } from './http.mjs';

export const distDir = () => process.env.NEXT_DIST_DIR || '.next';

/** Builds when the output folder has no build yet (CI hands in the one it already made). */
export function ensureBuild() {
  if (fs.existsSync(path.join(distDir(), 'BUILD_ID'))) return;
  console.log(`[fuzz] ${distDir()}/BUILD_ID 없음: 빌드합니다 (next build)`);
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`next build failed (${build.status})`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePort(start) {
  for (let port = start; port < start + 200; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`no free port from ${start}`);
}

// Variables a developer's shell or CI may carry that would make this something other than a
// default `npm start`: demo mode, another database, a configured identity provider or proxy.
const NOT_DEFAULT = [
  /^DEMO_MODE/,
  /^DATABASE_URL$/,
  /^APP_ENV$/,
  /^IDENTITY_PROVIDER$/,
  /^SITE_URL$/,
  /^TRUST_PROXY$/,
  /^SMTP_URL$/,
  /^PORTONE_/,
  /^KAKAO_/,
  /^NAVER_/,
  /^PORT$/,
  /^HOSTNAME$/,
  /^E2E_/,
];

/** The default production environment, plus the database folder and any budget the fuzz needs raised. */
export function serverEnv(dataDir, extra = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !NOT_DEFAULT.some((re) => re.test(key)))
  );
  return { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, ...extra };
}

/** Starts the production server as `npm start` does (scripts/start.mjs) on 127.0.0.1:port; its output goes to `logFile`. */
export function startServer({ port, env, logFile }) {
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  child.on('exit', () => fs.closeSync(log));
  return child;
}

export async function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * /healthz renders through the whole SSR stack: 200 in time means the server still serves. During
 * the run the fuzz itself loads both cores, so the monitor allows more than the start-up probe.
 */
export async function healthy(port, timeoutMs = 10_000) {
  const answer = await send({ port, method: 'GET', path: '/healthz', timeoutMs });
  return answer.status === 200;
}

export async function waitHealthy(port, child, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering /healthz`);
    if (await healthy(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer /healthz within ${timeoutMs / 1000} s`);
}
