import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import { consumerQueue, deadLetterQueue } from '@bv/messaging';
import { liteSubmission, postJson, testAmqpUrl, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(90_000);

/** One sample of `name` whose labels include all of `labels` (and the service's `app`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...match[2].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

/**
 * docs/operations.md, Signals: the gauges and counters an SRE runs the platform by, read from
 * each service's internal /metrics while real work goes through it.
 */
describe('operational signals on /metrics', () => {
  let platform: Platform;
  const scrape = async (service: string) => (await fetch(`${platform.services[service].internalUrl}/metrics`)).text();
  const lite = () => postJson(`${platform.services.gateway.url}/api/v1/lite-assessments`, liteSubmission());

  beforeAll(async () => {
    platform = await startPlatform([flagsService, assessmentsService, notificationsService, gatewayService], { LITE_SUBMISSIONS_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('labels every series with app, never with the service label the Prometheus Operator sets', async () => {
    const text = await scrape('assessments');
    expect(text).toMatch(/^process_cpu_seconds_total\{app="assessments"\} /m);
    expect(text).not.toMatch(/\bservice="/);
  });

  it('reports the database pool, the dependencies, the inbox lag and the e-mail job of a Lite submission', async () => {
    const submission = liteSubmission();
    expect((await postJson(`${platform.services.gateway.url}/api/v1/lite-assessments`, submission)).status).toBe(201);
    const app = { app: 'notifications' };
    const text = await waitFor(
      () => scrape('notifications'),
      (t) => (sample(t, 'bv_jobs_processed_total', { ...app, queue: 'email-send', outcome: 'completed' }) ?? 0) >= 1,
      20_000,
      'the e-mail job counted',
    );
    expect(sample(text, 'bv_inbox_lag_seconds_count', { ...app, type: 'assessment.completed' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'bv_job_duration_seconds_count', { ...app, queue: 'email-send' })).toBeGreaterThanOrEqual(1);
    for (const state of ['waiting', 'active', 'failed', 'delayed']) {
      expect(sample(text, 'bv_job_queue_jobs', { ...app, queue: 'email-send', state })).toEqual(expect.any(Number));
    }
    expect(/^bv_db_pool_max_connections\{app="notifications"\} 10$/m.test(text)).toBe(true);
    expect(/^bv_db_pool_connections_in_use\{app="notifications"\} \d+$/m.test(text)).toBe(true);
    expect(/^bv_db_pool_requests_waiting\{app="notifications"\} 0$/m.test(text)).toBe(true);
    for (const dependency of ['database', 'broker', 'redis']) expect(sample(text, 'bv_dependency_up', { ...app, dependency })).toBe(1);
    const events = consumerQueue({ prefix: platform.services.notifications.infra.topology.prefix }, 'notifications');
    expect(sample(text, 'bv_event_queue_messages', { ...app, queue: events })).toBe(0);
    expect(sample(text, 'bv_dead_letter_messages', { ...app, queue: deadLetterQueue(events) })).toBe(0);
  });

  it('counts a message parked in the dead letters', async () => {
    const events = consumerQueue({ prefix: platform.services.notifications.infra.topology.prefix }, 'notifications');
    const connection = await amqplib.connect(testAmqpUrl);
    try {
      const channel = await connection.createConfirmChannel();
      channel.sendToQueue(events, Buffer.from('not an event'), { persistent: true, messageId: randomUUID() });
      await channel.waitForConfirms();
    } finally {
      await connection.close();
    }
    await waitFor(
      () => scrape('notifications'),
      (t) => sample(t, 'bv_dead_letter_messages', { app: 'notifications', queue: deadLetterQueue(events) }) === 1,
      10_000,
      'the dead-letter depth at 1',
    );
  });

  it('shows an outbox backlog and its age while the relay is stopped, and none once it runs again', async () => {
    const relay = platform.services.assessments.infra.relay!;
    await relay.stop();
    try {
      expect((await lite()).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const text = await scrape('assessments');
      expect(sample(text, 'bv_outbox_backlog', { app: 'assessments' })).toBe(1);
      expect(sample(text, 'bv_outbox_oldest_unpublished_age_seconds', { app: 'assessments' })).toBeGreaterThanOrEqual(1);
    } finally {
      await relay.start();
    }
    await waitFor(
      () => scrape('assessments'),
      (t) => sample(t, 'bv_outbox_backlog', { app: 'assessments' }) === 0 && sample(t, 'bv_outbox_oldest_unpublished_age_seconds', { app: 'assessments' }) === 0,
      10_000,
      'the outbox drained',
    );
  });

  it('counts RPC time-outs and rate-limit refusals at the gateway', async () => {
    // billing is not running here: nobody answers its queue.
    await expect(platform.services.gateway.infra.rpcClient!.call('billing.overview', { userId: randomUUID() }, { timeoutMs: 200 })).rejects.toMatchObject({ code: 'RPC.TIMEOUT' });
    // Two submissions above used this address's budget of two a minute.
    expect((await lite()).status).toBe(429);
    const text = await scrape('gateway');
    expect(sample(text, 'bv_rpc_timeouts_total', { app: 'gateway', pattern: 'billing.overview' })).toBe(1);
    expect(sample(text, 'bv_rate_limit_refusals_total', { app: 'gateway', route: '/api/v1/lite-assessments' })).toBe(1);
  });
});
