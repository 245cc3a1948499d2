import { randomUUID } from 'node:crypto';
import { deleteBrokerObjects, testAmqpUrl, waitFor } from '@bv/testing';
import { connectAmqp, type AmqpConnectionManager } from './connection';
import { silentLogger } from './logger';
import { UnitOfWork } from './unit-of-work';
import { OutboxRelay } from './outbox-relay';
import { MessagingRetention } from './outbox-retention';
import { declaredNames, type Topology } from './names';
import { isolatedSchema, isolatedTopology } from '../test/fixtures';

jest.setTimeout(60_000);

type Setup = Awaited<ReturnType<typeof isolatedSchema>>;

describe('outbox and inbox rows after publishing', () => {
  let setup: Setup;
  let topology: Topology;
  let connection: AmqpConnectionManager;

  beforeEach(async () => {
    setup = await isolatedSchema('retention');
    topology = isolatedTopology();
    connection = connectAmqp(testAmqpUrl, silentLogger, 'outbox-retention-int-spec');
  });
  afterEach(async () => {
    await connection.close();
    await deleteBrokerObjects(declaredNames(topology, [], 2));
    await setup.drop();
  });

  it('keep no link token once the event is published', async () => {
    const unitOfWork = new UnitOfWork(setup.dataSource, setup.schema, 'identity', { nudge: () => undefined }, silentLogger);
    await unitOfWork.run(async (tx) => {
      tx.publish({
        type: 'user.password_reset_requested',
        payload: { userId: randomUUID(), email: 'mei@example.sg', resetUrl: 'https://bv.example/auth?reset=RESET-SECRET', expiresAt: new Date().toISOString() },
      });
    });
    const relay = new OutboxRelay({ dataSource: setup.dataSource, schema: setup.schema, connection, topology, logger: silentLogger, pollIntervalMs: 50 });
    await relay.start();
    try {
      await waitFor(() => setup.dataSource.query(`SELECT 1 FROM "${setup.schema}".outbox WHERE published_at IS NOT NULL`), (rows) => rows.length === 1, 10_000, 'the publish');
    } finally {
      await relay.stop();
    }
    const [row] = await setup.dataSource.query(`SELECT envelope FROM "${setup.schema}".outbox`);
    expect(JSON.stringify(row.envelope)).not.toContain('RESET-SECRET');
    expect(row.envelope.payload).toMatchObject({ email: 'mei@example.sg' });
  });

  it('prunes published outbox and processed inbox rows older than the retention, and keeps the rest', async () => {
    const outbox = `"${setup.schema}".outbox`;
    const inbox = `"${setup.schema}".inbox`;
    const old = "now() - interval '15 days'";
    const recent = "now() - interval '13 days'";
    const ids = { oldSent: randomUUID(), recentSent: randomUUID(), oldUnsent: randomUUID(), oldSeen: randomUUID(), recentSeen: randomUUID() };
    await setup.dataSource.query(`INSERT INTO ${outbox} (id, type, envelope, created_at, published_at) VALUES
      ('${ids.oldSent}', 'score.crossed', '{}', ${old}, ${old}),
      ('${ids.recentSent}', 'score.crossed', '{}', ${recent}, ${recent}),
      ('${ids.oldUnsent}', 'score.crossed', '{}', ${old}, NULL)`);
    await setup.dataSource.query(`INSERT INTO ${inbox} (event_id, type, received_at) VALUES ('${ids.oldSeen}', 'score.crossed', ${old}), ('${ids.recentSeen}', 'score.crossed', ${recent})`);

    const retention = new MessagingRetention({ dataSource: setup.dataSource, schema: setup.schema, logger: silentLogger, retentionDays: 14, batchSize: 1 });
    expect(await retention.pruneOnce()).toEqual({ outbox: 1, inbox: 1 });

    const left = async (table: string, key: string) => (await setup.dataSource.query(`SELECT ${key} AS id FROM ${table}`)).map((r: { id: string }) => r.id).sort();
    expect(await left(outbox, 'id')).toEqual([ids.recentSent, ids.oldUnsent].sort());
    expect(await left(inbox, 'event_id')).toEqual([ids.recentSeen]);
  });
});
