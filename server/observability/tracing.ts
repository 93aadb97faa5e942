import { createRequire } from 'node:module';
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { setActiveTracer, type SpanTracer } from './tracer';

/**
 * OpenTelemetry tracing (docs/operations.md §5): loaded by instrumentation.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (a dynamic import, so a server without it loads none of this).
 * A request becomes a trace: the HTTP server span (instrumentation-http), a span per GraphQL
 * operation (the services' metrics plugin, through tracer.ts), and under it a span per SQL statement
 * (instrumentation-pg on PostgreSQL, dbTiming.ts on PGlite). Spans go out in batches over OTLP/HTTP
 * (JSON) to `<endpoint>/v1/traces`; the standard OTEL_TRACES_SAMPLER variables choose the sampling.
 */
export type TracingOptions = { endpoint: string; serviceName: string };
export type Tracing = { forceFlush(): Promise<void>; shutdown(): Promise<void> };

// Probes and scrapes every few seconds are not worth a trace each.
const UNTRACED = /^\/(healthz|readyz|metrics)(\?|$)|^\/_next\/(static|image)\//;

export function startTracing(options: TracingOptions): Tracing {
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  const instrumentations = [
    new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? '') }),
    new PgInstrumentation(),
  ];
  for (const instrumentation of instrumentations) instrumentation.setTracerProvider(provider);
  // node:http was loaded before us (scripts/serve.mjs): requiring it through the module loader now
  // lets the instrumentation patch it (its hook runs on require), so the server's requests are traced.
  createRequire(`${process.cwd()}/`)('node:http');

  const tracer = trace.getTracer('ridemarket');
  const spanTracer: SpanTracer = {
    inSpan(name, attributes, work, failure) {
      return tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          const result = await work();
          const failed = failure?.(result);
          if (failed) span.setStatus({ code: SpanStatusCode.ERROR, message: failed });
          return result;
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      });
    },
  };
  setActiveTracer(spanTracer);
  return {
    forceFlush: () => provider.forceFlush(),
    async shutdown() {
      setActiveTracer(null);
      for (const instrumentation of instrumentations) instrumentation.disable();
      await provider.shutdown();
      trace.disable();
      context.disable();
    },
  };
}
