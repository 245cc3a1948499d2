import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTracing, type Tracing } from '@bv/service-kit';
import { liteSubmission, postJson, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(60_000);

/**
 * Issue 20: one Lite submission is one trace, HTTP → RPC → event → e-mail job, each hop a
 * child of the one before, and the request's correlation id on the first.
 */
describe('a trace of one Lite submission across the four hops', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing | undefined;
  let platform: Platform;

  beforeAll(async () => {
    tracing = startTracing('platform-test', { processors: [new SimpleSpanProcessor(exporter)] });
    platform = await startPlatform([flagsService, assessmentsService, notificationsService, gatewayService], { LITE_SUBMISSIONS_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await platform?.stop();
    await tracing?.shutdown();
  });

  it('follows the submission from the HTTP request to the job that sends its e-mail, in one trace', async () => {
    expect(tracing).toBeDefined();
    const correlationId = `corr-${platform.runId}-trace`;
    const submission = liteSubmission();
    const res = await postJson(`${platform.services.gateway.url}/api/v1/lite-assessments`, submission, { 'x-correlation-id': correlationId });
    expect(res.status).toBe(201);
    await waitFor(
      () => platform.db.query(`SELECT 1 FROM "${platform.schemaOf('notifications')}".mailbox WHERE to_address = $1`, [submission.email]),
      (r) => r.rows.length === 1,
      15_000,
      'the result mail in the mailbox',
    );

    const spans = await waitFor(
      async () => exporter.getFinishedSpans(),
      (all) => all.some((s) => s.name === 'job email-send'),
      5_000,
      'the e-mail job span',
    );
    const http = only(spans, (s) => s.name === 'POST /api/v1/lite-assessments' && s.kind === SpanKind.SERVER && s.attributes['bv.correlation_id'] === correlationId);
    const trace = spans.filter((s) => s.spanContext().traceId === http.spanContext().traceId);
    const rpcClient = only(trace, (s) => s.name === 'rpc assessments.lite.submit' && s.kind === SpanKind.CLIENT);
    const rpcServer = only(trace, (s) => s.name === 'rpc assessments.lite.submit' && s.kind === SpanKind.SERVER);
    const published = only(trace, (s) => s.name === 'publish assessment.completed' && s.kind === SpanKind.PRODUCER);
    const consumed = only(trace, (s) => s.name === 'handle assessment.completed' && s.kind === SpanKind.CONSUMER && s.attributes['bv.service'] === 'notifications');
    const job = only(trace, (s) => s.name === 'job email-send' && s.kind === SpanKind.CONSUMER);

    // Each hop is the child of the one before: one trace id across HTTP, RPC, event and job.
    expect(parentOf(rpcClient)).toBe(http.spanContext().spanId);
    expect(parentOf(rpcServer)).toBe(rpcClient.spanContext().spanId);
    expect(parentOf(published)).toBe(rpcServer.spanContext().spanId);
    expect(parentOf(consumed)).toBe(published.spanContext().spanId);
    expect(parentOf(job)).toBe(consumed.spanContext().spanId);
    expect(http.attributes['http.response.status_code']).toBe(201);
  });
});

function only(spans: ReadableSpan[], match: (span: ReadableSpan) => boolean): ReadableSpan {
  const found = spans.filter(match);
  if (found.length !== 1) throw new Error(`expected one span, found ${found.length}: ${spans.map((s) => `${s.name} (${SpanKind[s.kind]})`).join(', ')}`);
  return found[0];
}

function parentOf(span: ReadableSpan): string | undefined {
  return span.parentSpanContext?.spanId;
}
