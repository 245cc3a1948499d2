import type { LiteSubmission } from '@bv/contracts';
import { liteSubmission, postJson, startBroker, stopBroker, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(240_000);

/** A browser-like client: keeps its submission id and retries until the API answers 201. */
async function submitUntilAccepted(url: string, submission: LiteSubmission, deadline: number): Promise<number> {
  let tries = 0;
  for (;;) {
    tries++;
    const status = await postJson(url, submission).then((r) => r.status, () => 0);
    if (status === 201) return tries;
    if (status !== 503 && status !== 0) throw new Error(`unexpected status ${status}`);
    if (Date.now() > deadline) throw new Error('gave up retrying');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('200 Lite submissions while RabbitMQ stops and starts again', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform([assessmentsService, notificationsService, gatewayService], {
      LITE_SUBMISSIONS_PER_MINUTE: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
      RPC_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await startBroker(); // in case the test failed while it was down
    await platform?.stop();
  });

  it('ends with exactly 200 mailbox messages, none doubled', async () => {
    const url = `${platform.services.gateway.url}/api/v1/lite-assessments`;
    const submissions = Array.from({ length: 200 }, (_, i) => liteSubmission({ email: `restart-${i}-${platform.runId}@example.sg` }));
    const deadline = Date.now() + 180_000;
    let accepted = 0;
    let retried = 0;
    let brokerCycle: Promise<void> | undefined;
    const queue = [...submissions];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const tries = await submitUntilAccepted(url, next, deadline);
        accepted++;
        if (tries > 1) retried++;
        if (accepted === 60 && !brokerCycle) {
          brokerCycle = (async () => {
            await stopBroker();
            await new Promise((r) => setTimeout(r, 3_000));
            await startBroker();
          })();
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    await brokerCycle;
    expect(accepted).toBe(200);
    expect(retried).toBeGreaterThan(0); // the outage was real: some clients had to retry

    const schema = platform.schemaOf('notifications');
    const mailbox = await waitFor(
      () => platform.db.query(`SELECT count(*)::int AS total, count(DISTINCT to_address)::int AS addresses FROM "${schema}".mailbox`),
      (r) => r.rows[0].total >= 200,
      120_000,
      '200 mailbox messages',
    );
    await new Promise((r) => setTimeout(r, 1_000)); // room for a late duplicate to show up
    const final = await platform.db.query(`SELECT count(*)::int AS total, count(DISTINCT to_address)::int AS addresses FROM "${schema}".mailbox`);
    expect(final.rows[0]).toEqual({ total: 200, addresses: 200 });
    expect(mailbox.rows[0].addresses).toBe(200);
    const assessments = await platform.db.query(`SELECT count(*)::int AS n FROM "${platform.schemaOf('assessments')}".lite_assessments`);
    expect(assessments.rows[0].n).toBe(200);
  });
});
