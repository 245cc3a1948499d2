import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import type { DataSource } from 'typeorm';
import type { EventPayload } from '@bv/contracts';
import { deleteBrokerObjects, startBroker, stopBroker, testAmqpUrl, waitFor } from '@bv/testing';
import { connectAmqp, type AmqpConnectionManager } from './connection';
import { EventConsumer } from './consumer';
import { silentLogger } from './logger';
import { consumerQueue, deadLetterQueue, declaredNames, eventsExchange, type Topology } from './names';
import { OutboxRelay } from './outbox-relay';
import { UnitOfWork } from './unit-of-work';
import { isolatedSchema, isolatedTopology } from '../test/fixtures';

jest.setTimeout(180_000);

type Setup = { dataSource: DataSource; schema: string; drop: () => Promise<void> };

function crossed(email: string): EventPayload<'score.crossed'> {
  return { email, name: null, previousScore: 30, newScore: 40, threshold: 35 };
}

async function produce(setup: Setup, emails: string[]): Promise<void> {
  const unitOfWork = new UnitOfWork(setup.dataSource, setup.schema, 'test-producer', { nudge: () => undefined }, silentLogger);
  await unitOfWork.run(async (tx) => {
    for (const email of emails) tx.publish({ type: 'score.crossed', payload: crossed(email) });
  });
}

async function effects(setup: Setup): Promise<{ total: number; distinct: number }> {
  const [row] = await setup.dataSource.query(
    `SELECT count(*)::int AS total, count(DISTINCT event_id)::int AS distinct FROM "${setup.schema}".effects`,
  );
  return row;
}

function recordingConsumer(setup: Setup, connection: AmqpConnectionManager, topology: Topology, poison?: (email: string) => boolean) {
  return new EventConsumer({
    service: 'recorder',
    unitOfWork: new UnitOfWork(setup.dataSource, setup.schema, 'recorder', { nudge: () => undefined }, silentLogger),
    schema: setup.schema,
    connection,
    topology,
    logger: silentLogger,
    retryDelaysMs: [50, 100],
    handlers: {
      'score.crossed': async (event, tx) => {
        if (poison?.(event.payload.email)) throw new Error('cannot handle this one');
        await tx.query(`INSERT INTO "${setup.schema}".effects (event_id, email) VALUES ($1, $2)`, [event.id, event.payload.email]);
      },
    },
  });
}

/** The e-mails of the `score.crossed` events published to the run's exchange, in the order they arrive. */
async function listenForEmails(topology: Topology): Promise<{ received: string[]; close: () => Promise<void> }> {
  const raw = await amqplib.connect(testAmqpUrl);
  const ch = await raw.createChannel();
  await ch.assertExchange(eventsExchange(topology), 'topic', { durable: true });
  const { queue } = await ch.assertQueue('', { exclusive: true });
  await ch.bindQueue(queue, eventsExchange(topology), 'score.crossed');
  const received: string[] = [];
  await ch.consume(queue, (message) => message && received.push((JSON.parse(message.content.toString()) as { payload: { email: string } }).payload.email), { noAck: true });
  return { received, close: () => raw.close() };
}

describe('messaging on the real broker and database', () => {
  let setup: Setup;
  let topology: Topology;
  let connection: AmqpConnectionManager;

  beforeEach(async () => {
    setup = await isolatedSchema('msg');
    topology = isolatedTopology();
    connection = connectAmqp(testAmqpUrl, silentLogger, 'messaging-int-spec');
  });

  afterEach(async () => {
    await connection.close();
    await deleteBrokerObjects(declaredNames(topology, ['recorder'], 2));
    await setup.drop();
  });

  it('delivers every one of 1,000 events exactly once although the broker stops mid-stream', async () => {
    const consumer = recordingConsumer(setup, connection, topology);
    await consumer.start();
    const relay = new OutboxRelay({ dataSource: setup.dataSource, schema: setup.schema, connection, topology, logger: silentLogger, pollIntervalMs: 50 });
    await relay.start();

    const emails = Array.from({ length: 1000 }, (_, i) => `founder${i}@example.sg`);
    for (let i = 0; i < 300; i += 10) await produce(setup, emails.slice(i, i + 10));
    await stopBroker();
    try {
      expect(connection.isConnected()).toBe(false);
      // Producers keep committing while the broker is down: the outbox holds the events.
      for (let i = 300; i < 1000; i += 10) await produce(setup, emails.slice(i, i + 10));
      const [{ unsent }] = await setup.dataSource.query(`SELECT count(*)::int AS unsent FROM "${setup.schema}".outbox WHERE published_at IS NULL`);
      expect(unsent).toBeGreaterThanOrEqual(700);
    } finally {
      await startBroker();
    }

    await waitFor(() => effects(setup), (e) => e.total >= 1000, 120_000, '1000 effects');
    await new Promise((r) => setTimeout(r, 500)); // let any duplicate redelivery land
    expect(await effects(setup)).toEqual({ total: 1000, distinct: 1000 });
    const [{ unsent }] = await setup.dataSource.query(`SELECT count(*)::int AS unsent FROM "${setup.schema}".outbox WHERE published_at IS NULL`);
    expect(unsent).toBe(0);
    await relay.stop();
    await consumer.stop();
  });

  it('relays a backlog of many batches with overlapping cycles: every event once, in the order committed', async () => {
    const { received, close } = await listenForEmails(topology);

    const emails = Array.from({ length: 430 }, (_, i) => `backlog${String(i).padStart(3, '0')}@example.sg`);
    for (const email of emails) await produce(setup, [email]);
    const relay = new OutboxRelay({ dataSource: setup.dataSource, schema: setup.schema, connection, topology, logger: silentLogger, pollIntervalMs: 50, batchSize: 50 });
    await relay.start();
    await relay.drain();
    await waitFor(async () => received.length, (n) => n >= emails.length, 30_000, 'every event');
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual(emails);
    const [{ unsent }] = await setup.dataSource.query(`SELECT count(*)::int AS unsent FROM "${setup.schema}".outbox WHERE published_at IS NULL`);
    expect(unsent).toBe(0);
    await relay.stop();
    await close();
  });

  it('publishes the events of one transaction in the order it recorded them, across batches', async () => {
    const { received, close } = await listenForEmails(topology);

    // One transaction: every row has the same created_at, so only the claim's order keeps theirs.
    const emails = Array.from({ length: 120 }, (_, i) => `together${String(i).padStart(3, '0')}@example.sg`);
    await produce(setup, emails);
    const relay = new OutboxRelay({ dataSource: setup.dataSource, schema: setup.schema, connection, topology, logger: silentLogger, pollIntervalMs: 50, batchSize: 50 });
    await relay.start();
    await relay.drain();
    await waitFor(async () => received.length, (n) => n >= emails.length, 30_000, 'every event');
    expect(received).toEqual(emails);
    await relay.stop();
    await close();
  });

  it('keeps an event the broker refused unsent, counts the attempt, and sends it once the broker takes it', async () => {
    const raw = await amqplib.connect(testAmqpUrl);
    const ch = await raw.createChannel();
    await ch.assertExchange(eventsExchange(topology), 'topic', { durable: true });
    // A full queue that refuses new messages makes the broker nack every publish routed to it.
    const { queue } = await ch.assertQueue('', { exclusive: true, arguments: { 'x-max-length': 0, 'x-overflow': 'reject-publish' } });
    await ch.bindQueue(queue, eventsExchange(topology), 'score.crossed');
    await produce(setup, ['refused1@example.sg', 'refused2@example.sg']);
    const relay = new OutboxRelay({ dataSource: setup.dataSource, schema: setup.schema, connection, topology, logger: silentLogger, pollIntervalMs: 60_000 });
    await relay.start();
    await relay.drain();
    const outbox = () =>
      setup.dataSource.query(`SELECT published_at IS NOT NULL AS sent, attempts, last_error FROM "${setup.schema}".outbox ORDER BY created_at`) as Promise<
        Array<{ sent: boolean; attempts: number; last_error: string | null }>
      >;
    const refused = await outbox();
    expect(refused).toHaveLength(2);
    for (const row of refused) {
      expect(row.sent).toBe(false);
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toEqual(expect.any(String));
    }

    await ch.deleteQueue(queue);
    await relay.drain();
    expect((await outbox()).map((row) => row.sent)).toEqual([true, true]);
    await relay.stop();
    await raw.close();
  });

  it('applies a message delivered twice only once', async () => {
    const consumer = recordingConsumer(setup, connection, topology);
    await consumer.start();
    const raw = await amqplib.connect(testAmqpUrl);
    const ch = await raw.createConfirmChannel();
    const envelope = {
      id: randomUUID(),
      type: 'score.crossed',
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'test',
      correlationId: randomUUID(),
      causationId: null,
      payload: crossed('twice@example.sg'),
    };
    for (let i = 0; i < 2; i++) {
      ch.publish(eventsExchange(topology), 'score.crossed', Buffer.from(JSON.stringify(envelope)), { persistent: true, messageId: envelope.id });
    }
    await ch.waitForConfirms();
    await waitFor(
      async () => {
        const [{ n }] = await setup.dataSource.query(`SELECT count(*)::int AS n FROM "${setup.schema}".inbox`);
        return { inbox: n as number, queued: (await ch.checkQueue(consumerQueue(topology, 'recorder'))).messageCount };
      },
      (seen) => seen.inbox === 1 && seen.queued === 0,
      10_000,
      'both deliveries handled',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(await effects(setup)).toEqual({ total: 1, distinct: 1 });
    await raw.close();
    await consumer.stop();
  });

  it('parks a poison message in the dead-letter queue after its retries while the others flow', async () => {
    const consumer = recordingConsumer(setup, connection, topology, (email) => email.startsWith('poison'));
    await consumer.start();
    const relay = new OutboxRelay({ dataSource: setup.dataSource, schema: setup.schema, connection, topology, logger: silentLogger, pollIntervalMs: 50 });
    await relay.start();
    await produce(setup, ['ok1@example.sg', 'poison@example.sg', 'ok2@example.sg', 'ok3@example.sg']);

    const raw = await amqplib.connect(testAmqpUrl);
    const ch = await raw.createChannel();
    const dlq = deadLetterQueue(consumerQueue(topology, 'recorder'));
    await waitFor(() => ch.checkQueue(dlq), (q) => q.messageCount === 1, 15_000, 'poison message in DLQ');
    expect(await effects(setup)).toEqual({ total: 3, distinct: 3 });
    const parked = await ch.get(dlq, { noAck: true });
    expect(parked && JSON.parse(parked.content.toString()).payload.email).toBe('poison@example.sg');
    // First delivery plus the two configured retries.
    expect(parked && parked.properties.headers?.['x-attempt']).toBe(3);
    expect(parked && parked.properties.headers?.['x-last-error']).toBe('cannot handle this one');

    // A message that is not even an event goes to the DLQ at once, without retries.
    ch.publish(eventsExchange(topology), 'score.crossed', Buffer.from('not json'), { persistent: true });
    await waitFor(() => ch.checkQueue(dlq), (q) => q.messageCount === 1, 10_000, 'garbage in DLQ');
    const garbage = await ch.get(dlq, { noAck: true });
    expect(garbage && garbage.properties.headers?.['x-attempt']).toBe(1);
    await raw.close();
    await relay.stop();
    await consumer.stop();
  });
});
