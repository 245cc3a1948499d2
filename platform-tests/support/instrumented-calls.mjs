// Runs in its own Node process (jest's module loader bypasses the require hook the library
// instrumentations patch through): loads the BUILT @bv/service-kit first, as every app's main.ts
// does, then makes one call of each kind inside one span of ours — a PostgreSQL query, a Redis
// command, a Stripe request (billing's client) and an OpenAI request (assessments' client) — and
// logs a line. Spans leave by OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT; logs go to stdout.
// Used by platform-tests/auto-instrumentation.int-spec.ts.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const kit = require('@bv/service-kit');
const { inSpan, runWithTrace, SpanKind } = require('@bv/messaging');
const { ROOT_CONTEXT } = require('@opentelemetry/api');
const { Client } = require('pg');
const { Redis } = require('ioredis');
const { z } = require('zod');
const { createStripeClient } = require('../../apps/billing/dist/providers/stripe-provider.js');
const { askOpenAiJson } = require('../../apps/assessments/dist/ai/openai-json.js');

const env = process.env;
const tracing = kit.startTracing('instrumented-calls', { otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT });
const logger = kit.createLogger('instrumented-calls', 'info');

await inSpan('rpc instrumented.calls', SpanKind.SERVER, ROOT_CONTEXT, {}, (span) =>
  runWithTrace({ correlationId: env.CORRELATION_ID, causationId: null, otel: span?.context }, async () => {
    const db = new Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    await db.query('SELECT 1 AS one');
    await db.end();
    const redis = new Redis(env.REDIS_URL, { lazyConnect: true });
    await redis.connect();
    await redis.ping();
    redis.disconnect();
    await createStripeClient('sk_test_instrumented', env.STRIPE_API_URL).checkout.sessions.list({ limit: 1 });
    await askOpenAiJson(
      { apiKey: 'sk-instrumented', model: 'gpt-test', baseURL: env.OPENAI_BASE_URL, timeoutMs: 10_000 },
      { name: 'answer', jsonSchema: { type: 'object' }, system: 'system', user: 'user', parse: z.object({ ok: z.boolean() }) },
    );
    logger.info('all calls made');
  }),
);
await tracing?.shutdown();
// pino writes asynchronously; let it flush before the process ends.
logger.flush();
