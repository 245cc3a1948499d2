import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';
import { currentOtelContext } from './context';

/** W3C trace context as it travels in AMQP headers, event envelopes and job data. */
export type TraceCarrier = { traceparent: string; tracestate?: string };

export { SpanKind };

/**
 * Off unless a service started the OpenTelemetry SDK (`startTracing` in libs/service-kit, when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set): while off, no span is made and nothing is added to
 * messages, so the hot paths pay nothing for it.
 */
let enabled = false;

export function setTracingEnabled(on: boolean): void {
  enabled = on;
}

export function tracingEnabled(): boolean {
  return enabled;
}

const tracer = () => trace.getTracer('blueprint-vault');

/** The OpenTelemetry context of the work under way. */
export function activeTraceContext(): Context {
  return currentOtelContext() ?? ROOT_CONTEXT;
}

/** The active trace (or `parent`) written into a carrier, for the next hop. */
export function traceCarrier(parent: Context = activeTraceContext()): TraceCarrier | undefined {
  if (!enabled) return undefined;
  const carrier: Partial<TraceCarrier> = {};
  propagation.inject(parent, carrier);
  return carrier.traceparent ? { traceparent: carrier.traceparent, ...(carrier.tracestate ? { tracestate: carrier.tracestate } : {}) } : undefined;
}

/** The context a previous hop sent (AMQP headers, an envelope, job data); the root when none. */
export function contextFrom(carrier: unknown): Context {
  if (!enabled || typeof carrier !== 'object' || carrier === null) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, carrier);
}

export type StartedSpan = { span: Span; context: Context };

/** Starts a span as a child of `parent`; undefined while tracing is off. */
export function startSpan(name: string, kind: SpanKind, parent: Context, attributes: Attributes = {}): StartedSpan | undefined {
  if (!enabled) return undefined;
  const span = tracer().startSpan(name, { kind, attributes }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** Ends a span with the outcome of its work. */
export function endSpan(started: StartedSpan | undefined, error?: unknown): void {
  if (!started) return;
  if (error !== undefined) {
    started.span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  }
  started.span.end();
}

/** Runs `work` in a span, ending it with the work's outcome. */
export async function inSpan<T>(name: string, kind: SpanKind, parent: Context, attributes: Attributes, work: (span?: StartedSpan) => Promise<T>): Promise<T> {
  const started = startSpan(name, kind, parent, attributes);
  try {
    const result = await work(started);
    endSpan(started);
    return result;
  } catch (err) {
    endSpan(started, err);
    throw err;
  }
}
