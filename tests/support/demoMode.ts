import { resetServerEnv } from '@/server/env';

/**
 * Runs the enclosing describe's tests with DEMO_MODE set to `value` (the simulated outside world:
 * sandbox phone check, /dev tools), and restores the previous environment afterwards. The server
 * reads the switch through serverEnv(), which caches: it is reset on both sides.
 */
export function useDemoMode(value: 'on' | 'off'): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.DEMO_MODE;
    process.env.DEMO_MODE = value;
    resetServerEnv();
  });
  afterAll(() => {
    if (before === undefined) delete process.env.DEMO_MODE;
    else process.env.DEMO_MODE = before;
    resetServerEnv();
  });
}
