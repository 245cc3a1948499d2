import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Client } from 'pg';
import { connectDatabase, databaseUrl, liteSubmission, postJson, recreateDatabase, testAmqpUrl, testRedisUrl, waitFor, waitUntilReady } from '@bv/testing';

jest.setTimeout(180_000);

const ROOT = join(__dirname, '..');
const DATABASE = 'bv_supervisor_test';
const PORT = 3470;
const SUBMISSIONS = 30;

/** The built platform as `npm start` runs it (scripts/platform.mjs), on its own database, queues and port. */
const env = {
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl(DATABASE),
  AMQP_URL: testAmqpUrl,
  AMQP_PREFIX: 'supervisor.',
  REDIS_URL: testRedisUrl,
  REDIS_PREFIX: 'bvsupervisor',
  GATEWAY_PORT: String(PORT),
  SERVICES_BESIDE_GATEWAY: '1',
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  LITE_SUBMISSIONS_PER_MINUTE: '1000',
  RATE_LIMIT_PER_MINUTE: '10000',
  // A mail whose job died with the process is queued again by the sweeper, or taken up again
  // once its lock lapses (30 s and 15 s in production; shorter here).
  EMAIL_SWEEP_MS: '2000',
  EMAIL_JOB_LOCK_MS: '4000',
  EMAIL_STALLED_CHECK_MS: '1000',
};

/** The pid of the supervisor's child running `app`. */
function childPid(supervisor: ChildProcess, app: string): number | null {
  const listing = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(supervisor.pid)], { encoding: 'utf8' }).stdout;
  const line = listing.split('\n').find((l) => l.includes(`apps/${app}/dist/main.js`));
  return line ? Number(line.trim().split(/\s+/)[0]) : null;
}

describe('npm start’s supervisor', () => {
  let db: Client;
  let supervisor: ChildProcess;
  let output = '';

  beforeAll(async () => {
    await recreateDatabase(DATABASE);
    execFileSync(process.execPath, [join(ROOT, 'scripts/platform.mjs'), 'migrate'], { env, stdio: 'pipe' });
    supervisor = spawn(process.execPath, [join(ROOT, 'scripts/platform.mjs'), 'run'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [supervisor.stdout!, supervisor.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilReady(`http://127.0.0.1:${PORT}`, { what: 'the platform', timeoutMs: 90_000, child: supervisor });
    db = await connectDatabase(env.DATABASE_URL);
  });

  afterAll(async () => {
    await db?.end();
    if (supervisor && supervisor.exitCode === null) {
      const exited = new Promise((resolve) => supervisor.once('exit', resolve));
      supervisor.kill('SIGTERM');
      await exited;
    }
  });

  it('starts a service killed in the middle of a burst of Lite submissions again, and every submission gets its row and exactly one e-mail', async () => {
    const url = `http://127.0.0.1:${PORT}/api/v1/lite-assessments`;
    const submissions = Array.from({ length: SUBMISSIONS }, () => liteSubmission());
    const before = childPid(supervisor, 'notifications');
    expect(before).not.toBeNull();

    const answers: number[] = [];
    for (const [i, submission] of submissions.entries()) {
      if (i === SUBMISSIONS / 3) process.kill(before!, 'SIGKILL');
      answers.push((await postJson(url, submission)).status);
    }
    expect(answers.every((status) => status === 201)).toBe(true);

    await waitFor(async () => childPid(supervisor, 'notifications'), (after) => after !== null && after !== before, 60_000, 'notifications started again');
    expect(output).toMatch(/notifications exited \(SIGKILL\); starting it again in 0\.5 s/);

    const emails = submissions.map((s) => s.email);
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM assessments.lite_assessments WHERE user_email = ANY($1)', [emails]);
    expect(rows.rows[0].n).toBe(SUBMISSIONS);
    // A job the killed process was working on comes back once BullMQ finds its lock lapsed.
    const mailsPerAddress = async () =>
      (await db.query<{ to_address: string; n: number }>('SELECT to_address, count(*)::int AS n FROM notifications.mailbox WHERE to_address = ANY($1) GROUP BY to_address', [emails])).rows;
    const mails = await waitFor(mailsPerAddress, (sent) => sent.length === SUBMISSIONS, 60_000, 'an e-mail for every submission');
    // A moment more for a duplicate to show, if there were to be one.
    await new Promise((r) => setTimeout(r, 1_000));
    const { rows: final } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications.mailbox WHERE to_address = ANY($1)', [emails]);
    expect(mails.every((m) => m.n === 1)).toBe(true);
    expect(final[0].n).toBe(SUBMISSIONS);
    // The platform as a whole stayed up.
    expect(supervisor.exitCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${PORT}/health/ready`)).status).toBe(200);
  });
});
