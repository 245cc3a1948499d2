import type { LiteSubmission } from '@bv/contracts';
import { liteSubmission, postJson, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { startPlatform, type Platform } from './harness';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

jest.setTimeout(300_000);

const SUBMISSIONS = 300;
const RESTART_AFTER = 75;
const CLIENTS = 10;

type Answer = { status: number; retryAfter: string | null; code?: string };

/**
 * The services' PostgreSQL (a private instance: the machine's shared one is never restarted) is
 * restarted as `pg_ctlcluster … restart` does, while visitors submit Lite assessments. A visitor
 * may be asked to come back (503 with Retry-After) but is never told the system broke (500), and
 * every accepted submission has its row and exactly one mail.
 */
describe(`${SUBMISSIONS} Lite submissions while PostgreSQL restarts`, () => {
  let pg: PrivatePostgres;
  let platform: Platform;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    const databaseUrl = await pg.createDatabase('bv_database_restart_test');
    platform = await startPlatform(
      [assessmentsService, notificationsService, gatewayService],
      { LITE_SUBMISSIONS_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' },
      { databaseUrl },
    );
  });
  afterAll(async () => {
    await platform?.stop();
    await pg?.stop();
  });

  it('answers 201 or 503 with Retry-After, never 500, and ends with one row and one mail per submission', async () => {
    const url = `${platform.services.gateway.url}/api/v1/lite-assessments`;
    const answers: Answer[] = [];
    const deadline = Date.now() + 200_000;

    /** A client like the web app's: the same submission (so the same submissionId) again, after the wait a 503 asks for. */
    const submitUntilAccepted = async (submission: LiteSubmission): Promise<void> => {
      for (;;) {
        const reply = await postJson(url, submission);
        answers.push({ status: reply.status, retryAfter: reply.headers.get('retry-after'), code: reply.body?.error?.code });
        if (reply.status === 201) return;
        if (reply.status !== 503 || Date.now() > deadline) throw new Error(`answered ${reply.status}: ${JSON.stringify(reply.body)}`);
        await new Promise((r) => setTimeout(r, Number(reply.headers.get('retry-after') ?? 1) * 1000));
      }
    };

    const queue = Array.from({ length: SUBMISSIONS }, (_, i) => liteSubmission({ email: `pg-restart-${i}-${platform.runId}@example.sg` }));
    let accepted = 0;
    let restart: Promise<number> | undefined;
    const client = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await submitUntilAccepted(next);
        accepted++;
        // Resolves with how many were accepted by the time the database was back.
        if (accepted === RESTART_AFTER) restart = pg.restart().then(() => accepted);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const acceptedWhenBack = await restart;

    expect(accepted).toBe(SUBMISSIONS);
    // The restart really happened under load: submissions went on being accepted after it.
    expect(acceptedWhenBack).toBeLessThan(SUBMISSIONS);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.filter((a) => a.status !== 503)).toEqual([]);
    expect(refused.filter((a) => !a.retryAfter)).toEqual([]);

    const rows = await platform.db.query(`SELECT count(*)::int AS n FROM "${platform.schemaOf('assessments')}".lite_assessments`);
    expect(rows.rows[0].n).toBe(SUBMISSIONS);
    const mailboxCount = `SELECT count(*)::int AS total, count(DISTINCT to_address)::int AS addresses FROM "${platform.schemaOf('notifications')}".mailbox`;
    await waitFor(() => platform.db.query(mailboxCount), (r) => r.rows[0].total >= SUBMISSIONS, 120_000, `${SUBMISSIONS} mailbox messages`);
    await new Promise((r) => setTimeout(r, 1_000)); // room for a late duplicate to show up
    expect((await platform.db.query(mailboxCount)).rows[0]).toEqual({ total: SUBMISSIONS, addresses: SUBMISSIONS });
  });
});
