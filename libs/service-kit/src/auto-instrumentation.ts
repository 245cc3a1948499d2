import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';

let registered = false;

/**
 * OpenTelemetry's library instrumentations, next to our own spans: PostgreSQL queries (pg),
 * Redis commands (ioredis, BullMQ's too), outbound HTTP (node:http, which Stripe's client uses)
 * and fetch (undici, which OpenAI's client uses). They patch a library when it is loaded, so this
 * runs when @bv/service-kit is first imported (each app's main.ts imports it first), before
 * ioredis, TypeORM's pg, Stripe or OpenAI are. Spans are made only inside a trace our code
 * started (an HTTP request, RPC, event or job): the relay's polling and BullMQ's blocking reads
 * make none. Incoming HTTP is left to the gateway's own request span.
 */
export function instrumentLibraries(): void {
  if (registered) return;
  registered = true;
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({ disableIncomingRequestInstrumentation: true, requireParentforOutgoingSpans: true }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
}

// Unset, tracing is off (docs/operations.md, Traces) and no library is patched.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) instrumentLibraries();
