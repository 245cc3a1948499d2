import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { setTracingEnabled, TraceContextManager, tracingEnabled } from '@bv/messaging';

export type Tracing = { shutdown: () => Promise<void> };

/**
 * Starts OpenTelemetry tracing for this process (issue 20): spans for each HTTP request, RPC,
 * event and job, carried from hop to hop in W3C `traceparent` form. With OTLP when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set (the exporter reads it and the other OTEL_* settings
 * itself); tests pass their own span processors. Off otherwise: nothing is made or sent.
 * One provider per process; a second call (several services in one test process) keeps it.
 */
export function startTracing(serviceName: string, options: { otlpEndpoint?: string; processors?: SpanProcessor[] }): Tracing | undefined {
  if (tracingEnabled()) return undefined;
  const processors = options.processors ?? (options.otlpEndpoint ? [new BatchSpanProcessor(new OTLPTraceExporter())] : []);
  if (processors.length === 0) return undefined;
  const provider = new BasicTracerProvider({ resource: resourceFromAttributes({ 'service.name': serviceName }), spanProcessors: processors });
  trace.setGlobalTracerProvider(provider);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  // The library instrumentations (auto-instrumentation.ts) find their parent span where our hops put it.
  context.setGlobalContextManager(new TraceContextManager());
  setTracingEnabled(true);
  return {
    shutdown: async () => {
      setTracingEnabled(false);
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
