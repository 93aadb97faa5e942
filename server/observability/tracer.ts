/**
 * The seam between the code that makes spans (the GraphQL operation plugin, PGlite statements) and
 * OpenTelemetry, which is loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (tracing.ts). With
 * tracing off nothing here imports OpenTelemetry: `activeTracer()` is null and callers run their work
 * as they would without it, at the cost of one property read.
 */
export type SpanTracer = {
  /**
   * Runs `work` inside a new active span (so spans started within it, e.g. SQL, are its children) and
   * ends the span when the work settles; `failure` names an error the work answered without throwing.
   */
  inSpan<T>(
    name: string,
    attributes: Record<string, string | number>,
    work: () => Promise<T>,
    failure?: (result: T) => string | null
  ): Promise<T>;
};

const KEY = Symbol.for('ridemarket.spanTracer');

export function activeTracer(): SpanTracer | null {
  return ((globalThis as Record<symbol, unknown>)[KEY] as SpanTracer | undefined) ?? null;
}

export function setActiveTracer(tracer: SpanTracer | null): void {
  const holder = globalThis as Record<symbol, unknown>;
  if (tracer) holder[KEY] = tracer;
  else delete holder[KEY];
}
