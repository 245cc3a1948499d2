import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { testDatabaseUrl, testRedisUrl } from '@bv/testing';
import { FakeOpenAi } from './fake-openai';
import { FakeStripe } from './fake-stripe/fake-stripe';

jest.setTimeout(60_000);

type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes: { key: string; value: Record<string, unknown> }[] };
type OtlpExport = { resourceSpans: { scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[] };

/** An OTLP/HTTP collector on loopback: keeps every span it is sent (the exporter's JSON encoding). */
async function startCollector(): Promise<{ server: Server; url: string; spans: (OtlpSpan & { scope: string })[] }> {
  const spans: (OtlpSpan & { scope: string })[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) for (const span of scope.spans) spans.push({ ...span, scope: scope.scope.name });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans };
}

/**
 * docs/operations.md, Traces: with OTEL_EXPORTER_OTLP_ENDPOINT set, PostgreSQL, Redis, Stripe and
 * OpenAI calls are spans of their own under the span of ours that made them, and each log line
 * carries that trace's trace_id and span_id. The built code runs in a child process, as in a pod.
 */
describe('library spans next to ours, and trace ids in the logs', () => {
  it('puts pg, ioredis, Stripe (http) and OpenAI (fetch) spans in the trace of the work that made them', async () => {
    const collector = await startCollector();
    const stripe = await FakeStripe.start();
    const openai = await FakeOpenAi.start();
    openai.mode = { kind: 'answer', content: { ok: true } };
    try {
      const child = spawn(process.execPath, [join(__dirname, 'support/instrumented-calls.mjs')], {
        env: {
          ...process.env,
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
          DATABASE_URL: testDatabaseUrl,
          REDIS_URL: testRedisUrl,
          STRIPE_API_URL: stripe.url,
          OPENAI_BASE_URL: openai.baseUrl,
          CORRELATION_ID: 'corr-auto-instrumentation',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });

      const root = collector.spans.find((s) => s.name === 'rpc instrumented.calls');
      expect(root).toBeDefined();
      const children = collector.spans.filter((s) => s.traceId === root!.traceId && s.parentSpanId === root!.spanId);
      const scopes = new Set(children.map((s) => s.scope));
      expect([...scopes].sort()).toEqual(
        ['@opentelemetry/instrumentation-http', '@opentelemetry/instrumentation-ioredis', '@opentelemetry/instrumentation-pg', '@opentelemetry/instrumentation-undici'].sort(),
      );
      const attribute = (span: OtlpSpan, key: string) => Object.values(span.attributes.find((a) => a.key === key)?.value ?? {})[0];
      const stripeCall = children.find((s) => s.scope === '@opentelemetry/instrumentation-http');
      expect(stripeCall?.name).toBe('GET');
      expect(String(attribute(stripeCall!, 'url.full') ?? attribute(stripeCall!, 'http.url'))).toContain('/v1/checkout/sessions');
      const openaiCall = children.find((s) => s.scope === '@opentelemetry/instrumentation-undici');
      expect(String(attribute(openaiCall!, 'url.full'))).toContain('/v1/chat/completions');
      // No stray root spans: the instrumentations record only inside our traces.
      expect(collector.spans.filter((s) => s.scope !== 'blueprint-vault' && s.traceId !== root!.traceId)).toEqual([]);

      const line = stdout
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((entry) => entry.msg === 'all calls made');
      expect(line).toMatchObject({ correlationId: 'corr-auto-instrumentation', trace_id: root!.traceId, span_id: root!.spanId });
    } finally {
      await openai.close();
      await stripe.close();
      await new Promise((resolve) => collector.server.close(resolve));
    }
  });
});
