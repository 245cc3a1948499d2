import { randomUUID } from 'node:crypto';
import { waitFor } from '@bv/testing';
import { notificationsService } from '../apps/notifications/src/service';
import { envelope, publishEvents } from './events';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(90_000);

describe('graceful shutdown', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform([notificationsService]);
  });
  afterAll(() => platform?.stop());

  it('finishes what it holds, leaves the rest queued, and a new instance delivers every mail once', async () => {
    const events = Array.from({ length: 100 }, (_, i) =>
      envelope('assessment.completed', {
        assessmentId: randomUUID(),
        kind: 'lite',
        toolType: 'pitchprep',
        email: `shutdown-${i}-${platform.runId}@example.sg`,
        name: 'Nguyen Van An',
        userId: null,
        score: 30,
        maxScore: 50,
        scoreLabel: 'Fundable but Needs Polish',
        tier: 'medium',
        insight: 'Your traction story is there; your numbers need one clean source of truth.',
      }),
    );
    await publishEvents(platform.runId, events);
    // Stop while the batch is being handled.
    await new Promise((r) => setTimeout(r, 50));
    await platform.services.notifications.stop();
    const schema = platform.schemaOf('notifications');
    const count = async () => (await platform.db.query(`SELECT count(*)::int AS n FROM "${schema}".inbox`)).rows[0].n as number;
    const handledBeforeStop = await count();
    expect(handledBeforeStop).toBeLessThan(100);

    await platform.startAgain('notifications');
    await waitFor(
      () => platform.db.query(`SELECT count(*)::int AS n FROM "${schema}".mailbox`),
      (r) => r.rows[0].n >= 100,
      30_000,
      '100 mailbox messages',
    );
    await new Promise((r) => setTimeout(r, 500));
    const final = await platform.db.query(`SELECT count(*)::int AS n, count(DISTINCT to_address)::int AS addresses FROM "${schema}".mailbox`);
    expect(final.rows[0]).toEqual({ n: 100, addresses: 100 });
    // The result mails (step 0); the sequences' later steps are due days from now.
    const logs = await platform.db.query(`SELECT status, count(*)::int AS n FROM "${schema}".email_automation_logs WHERE step = 0 GROUP BY status`);
    expect(logs.rows).toEqual([{ status: 'sent', n: 100 }]);
  });
});
