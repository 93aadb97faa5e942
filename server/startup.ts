import { isDemoMode, serverEnv } from './env';
import { logger } from './logger';
import { warmServer } from './warm';
import { startJobs } from './jobs';
import { startCluster } from './cluster/startCluster';
import { processSingleton } from './processSingleton';
import { runShutdownSteps } from './lifecycle/shutdown';
import { markStarted } from './lifecycle/drainState';
import { openBackupEndpoint } from './backup/appEndpoint';
import { startObservability } from './observability/install';

/**
 * Server start: checks the environment, then opens, migrates and seeds the database, so no visitor
 * pays the ~3 s PGlite start-up. A bad environment or an unreachable database stops the process
 * with the cause: Next would otherwise log it and keep serving errors.
 */
export async function startServer(): Promise<void> {
  try {
    const env = serverEnv();
    await startObservability(env);
    // Warn level, so that it shows even with LOG_LEVEL=warn: an operator must never miss it.
    if (isDemoMode(env)) {
      logger.warn(
        '데모 모드(DEMO_MODE=on)로 시작합니다: 메일 보관함(/dev/outbox), 판매자 연결 도구(/dev/seller), 가상 본인인증과 가상 결제가 켜져 있어요. 운영 서버에서는 끄세요.',
        { demoMode: true }
      );
    }
    // The HTTP server (scripts/serve.mjs) is plain JavaScript outside Next's module graph: it finds
    // the shutdown steps under this well-known global key once it has drained its connections.
    processSingleton('shutdownBridge', () => ({ run: runShutdownSteps }));
    await warmServer();
    await openBackupEndpoint();
    await startCluster();
    startJobs();
    markStarted();
  } catch (error) {
    console.error(`[start] 서버를 시작할 수 없습니다: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
