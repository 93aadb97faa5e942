import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type OAuthMock = { kakao: string; naver: string; stop: () => Promise<void> };

/**
 * Starts scripts/e2e/oauth-mock.mjs (the browser tests' Kakao- and Naver-shaped OAuth servers) on
 * free ports. It runs in a child process: oauth2-mock-server is ESM-only, which this jest setup
 * (SWC to CommonJS) cannot import.
 */
export async function startOAuthMock(): Promise<OAuthMock> {
  const child: ChildProcess = spawn(process.execPath, [path.join(process.cwd(), 'scripts/e2e/oauth-mock.mjs')], {
    env: { ...process.env, OAUTH_MOCK_KAKAO_PORT: '0', OAUTH_MOCK_NAVER_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const urls = await new Promise<{ kakao: string; naver: string }>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('oauth mock did not start in 15 s')), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line) as { kakao: string; naver: string });
    });
    child.once('exit', (code) => reject(new Error(`oauth mock exited with ${code}`)));
  });
  return {
    ...urls,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
