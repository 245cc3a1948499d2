import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connectDatabase, databaseUrl, deleteBrokerObjects, liteSubmission, postJson, recreateDatabase, testDatabaseUrl, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { sharingService } from '../apps/sharing/src/service';
import { startPlatform, type Platform } from './harness';
import { rpcCaller } from './rpc-caller';

jest.setTimeout(150_000);

const run = promisify(execFile);

type Binding = { source: string; destination: string; destination_type: string; routing_key: string };
type BrokerDefinitions = { queues: { name: string; arguments: Record<string, unknown> }[]; bindings: Binding[] };
/** The bindings to these queues, as comparable strings. */
const bindingsOf = (bindings: Binding[], queues: string[]) =>
  bindings.filter((b) => b.destination_type === 'queue' && queues.includes(b.destination)).map((b) => `${b.source} -> ${b.destination} (${b.routing_key})`).sort();
/** What the local broker holds now (the management plugin is not assumed: rabbitmqctl, as the scripts use). */
async function brokerExport(): Promise<BrokerDefinitions> {
  return JSON.parse((await run('rabbitmqctl', ['--quiet', 'export_definitions', '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout) as BrokerDefinitions;
}
const brokerBindings = async () => (await brokerExport()).bindings;
const brokerQueues = async () => new Map((await brokerExport()).queues.map((q) => [q.name, q.arguments]));
const SCRIPTS = join(__dirname, '../scripts');
// Every service with a schema, so every schema goes through the dump and the restore.
const SPECS = [identityService, billingService, sharingService, flagsService, assessmentsService, notificationsService, gatewayService];
const SCHEMA_OWNERS = ['identity', 'billing', 'sharing', 'flags', 'assessments', 'notifications'];

/**
 * deploy/runbooks/backup-and-restore.md: scripts/backup.sh after a Lite submission, the platform
 * torn down, scripts/restore.sh into a fresh database, the platform booted on it: the earlier
 * submission reads back through the service, its mail is there, and a new submission works.
 */
describe('backup and restore of a platform', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'bv-backup-'));
  const backup = join(workDir, 'backup');
  const restoredName = `bv_restore_${process.pid}_test`;
  const tamperedName = `bv_restore_${process.pid}_tampered_test`;
  let platform: Platform | undefined;

  afterAll(async () => {
    await platform?.stop();
    const admin = await connectDatabase(databaseUrl('postgres'));
    try {
      for (const name of [restoredName, tamperedName]) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
    rmSync(workDir, { recursive: true, force: true });
  });

  it('backs up every schema and the broker definitions, restores into an empty database, and the platform works on it', async () => {
    platform = await startPlatform(SPECS, { LITE_SUBMISSIONS_PER_MINUTE: '1000' });
    const runId = platform.runId;
    const schemas = SCHEMA_OWNERS.map((s) => platform!.schemaOf(s));
    const gateway = () => platform!.services.gateway.url;
    const mailTo = async (db: Platform['db'], email: string) =>
      (await db.query(`SELECT subject FROM "${platform!.schemaOf('notifications')}".mailbox WHERE to_address = $1`, [email])).rows as { subject: string }[];

    const earlier = liteSubmission();
    const submitted = await postJson(`${gateway()}/api/v1/lite-assessments`, earlier);
    expect(submitted.status).toBe(201);
    const assessmentId = (submitted.body as { assessmentId: string }).assessmentId;
    await waitFor(() => mailTo(platform!.db, earlier.email), (rows) => rows.length === 1, 15_000, 'the result mail');
    const eligibility = async () => {
      const caller = await rpcCaller(runId);
      try {
        return await caller.rpc.call('assessments.lite.discountEligibility', { assessmentId, email: earlier.email });
      } finally {
        await caller.close();
      }
    };
    const before = await eligibility();
    // An account too: identity's rows come back with the rest.
    const founder = { name: 'Mei Lin Tan', email: `restore-${runId}@example.sg`, password: 'harbour lights over marina bay' };
    expect((await postJson(`${gateway()}/api/v1/auth/sign-up`, founder)).status).toBe(201);
    const accountOf = async (db: Platform['db']) => (await db.query(`SELECT id FROM "${platform!.schemaOf('identity')}".users WHERE email = $1`, [founder.email])).rows;
    const account = await accountOf(platform.db);
    expect(account).toHaveLength(1);

    const made = await run('bash', [join(SCRIPTS, 'backup.sh'), backup], { env: { ...process.env, DATABASE_URL: testDatabaseUrl, BACKUP_SCHEMAS: schemas.join(' ') } });
    expect(made.stdout).toContain(`backup: ${schemas.join(' ')} and the broker's definitions in ${backup}`);
    const definitions = JSON.parse(readFileSync(join(backup, 'broker-definitions.json'), 'utf8')) as BrokerDefinitions;
    const runQueues = [`t${runId}.notifications.events`, `t${runId}.notifications.events.dlq`];
    expect(definitions.queues.map((q) => q.name)).toEqual(expect.arrayContaining(runQueues));
    const runBindings = bindingsOf(definitions.bindings, runQueues);
    expect(runBindings.length).toBeGreaterThan(0);

    // The platform, its schemas and its queues are gone; a fresh database and the broker get the backup.
    await platform.stop();
    platform = undefined;
    await deleteBrokerObjects({ queues: runQueues, exchanges: [] });
    expect(bindingsOf(await brokerBindings(), runQueues)).toEqual([]);
    const restoredUrl = await recreateDatabase(restoredName);
    const restored = await run('bash', [join(SCRIPTS, 'restore.sh'), backup], { env: { ...process.env, DATABASE_URL: restoredUrl, RESTORE_BROKER: '1' } });
    expect(restored.stdout).toContain(`restore: ${schemas.join(' ')} restored`);
    expect(restored.stdout).toMatch(/restore: broker definitions loaded \(\d+ queues, \d+ exchanges, \d+ bindings\)/);
    // The queues are back with their bindings and dead-letter arguments, before any service declares them.
    const restoredQueues = await brokerQueues();
    for (const name of runQueues) expect(restoredQueues.get(name)).toEqual(definitions.queues.find((q) => q.name === name)?.arguments);
    expect(bindingsOf(await brokerBindings(), runQueues)).toEqual(runBindings);
    // Never over data: a second restore into the same database is refused, and changes nothing.
    await expect(run('bash', [join(SCRIPTS, 'restore.sh'), backup], { env: { ...process.env, DATABASE_URL: restoredUrl } })).rejects.toMatchObject({
      stderr: expect.stringContaining('the database already has schema(s)'),
    });

    platform = await startPlatform(SPECS, { LITE_SUBMISSIONS_PER_MINUTE: '1000', DATABASE_URL: restoredUrl }, { runId });
    expect(await eligibility()).toEqual(before);
    expect(await accountOf(platform.db)).toEqual(account);
    expect(await mailTo(platform.db, earlier.email)).toHaveLength(1);
    const later = liteSubmission();
    expect((await postJson(`${gateway()}/api/v1/lite-assessments`, later)).status).toBe(201);
    await waitFor(() => mailTo(platform!.db, later.email), (rows) => rows.length === 1, 15_000, 'the new result mail in the restored database');
    await platform.stop();
    platform = undefined;
  });

  it('refuses a backup whose files do not match their checksums', async () => {
    const target = await recreateDatabase(tamperedName);
    const copy = join(workDir, 'tampered');
    await run('cp', ['-r', backup, copy]);
    await run('bash', ['-c', `printf x >> "${copy}/database.dump"`]);
    await expect(run('bash', [join(SCRIPTS, 'restore.sh'), copy], { env: { ...process.env, DATABASE_URL: target } })).rejects.toMatchObject({
      stderr: expect.stringContaining('does not match its checksum'),
    });
  });
});
