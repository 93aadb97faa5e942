import type { ServerEnv } from '../env';
import { logger } from '../logger';
import { onShutdown } from '../lifecycle/shutdown';
import { installJsonConsole } from './consoleJson';
import { installHttpObserver } from './httpObserver';

/**
 * Start-up of metrics, logs and traces (server/startup.ts, before the database opens): tracing first
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set (OpenTelemetry is imported only then; it must patch pg
 * before the pool is made), the JSON console in the production server, and the HTTP observer that
 * scripts/serve.mjs picks up for every request.
 */
export async function startObservability(env: ServerEnv): Promise<void> {
  if (env.NODE_ENV === 'production') installJsonConsole();
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('./tracing');
    const tracing = startTracing({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME });
    // Before the database closes (90): the last spans, SQL included, still go out.
    onShutdown('tracing', 80, () => tracing.shutdown());
    logger.info('tracing.on', {
      endpoint: new URL(env.OTEL_EXPORTER_OTLP_ENDPOINT).origin,
      service: env.OTEL_SERVICE_NAME,
    });
  }
  installHttpObserver();
}
