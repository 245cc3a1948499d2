import { AppError } from '@bv/contracts';
import { deleteBrokerObjects, testAmqpUrl } from '@bv/testing';
import { connectAmqp, type AmqpConnectionManager } from './connection';
import { currentCorrelationId, runWithTrace } from './context';
import { silentLogger } from './logger';
import { declaredNames, type Topology } from './names';
import { RpcClient } from './rpc-client';
import { RpcServer } from './rpc-server';
import { isolatedTopology } from '../test/fixtures';

jest.setTimeout(30_000);

const snapshot = { phaseId: 'phase-1', phaseName: 'Phase 1', flags: { guest_checkout: true }, version: 1 };
/** The rest of the flags service's contract, which these tests never call. */
const notUsedHere = async (): Promise<never> => {
  throw new Error('not used in this test');
};
const otherFlagsHandlers = { 'flags.update': notUsedHere, 'flags.phases.list': notUsedHere, 'flags.phases.activate': notUsedHere, 'flags.audit.list': notUsedHere };

describe('request/reply over RabbitMQ', () => {
  let topology: Topology;
  let connection: AmqpConnectionManager;
  let client: RpcClient;

  beforeEach(async () => {
    topology = isolatedTopology();
    connection = connectAmqp(testAmqpUrl, silentLogger, 'rpc-int-spec');
    client = new RpcClient({ connection, topology, logger: silentLogger, timeoutMs: 2_000 });
    await client.start();
  });

  afterEach(async () => {
    await client.stop();
    await connection.close();
    await deleteBrokerObjects(declaredNames(topology, ['flags'], 0));
  });

  it('answers a call and carries the correlation id to the handler', async () => {
    let seen = '';
    const server = new RpcServer({
      service: 'flags',
      connection,
      topology,
      logger: silentLogger,
      handlers: {
        ...otherFlagsHandlers,
        'flags.current': async () => {
          seen = currentCorrelationId();
          return snapshot;
        },
      },
    });
    await server.start();
    const answer = await runWithTrace({ correlationId: 'corr-123', causationId: null }, () => client.call('flags.current', {}));
    expect(answer).toEqual(snapshot);
    expect(seen).toBe('corr-123');
    await server.stop();
  });

  it('turns handler failures into typed errors, hiding unexpected ones behind an error id', async () => {
    let fail: Error = new AppError('conflict', 'FLAGS.BUSY', 'Flags are being changed');
    const server = new RpcServer({
      service: 'flags',
      connection,
      topology,
      logger: silentLogger,
      handlers: { ...otherFlagsHandlers, 'flags.current': async () => Promise.reject(fail) },
    });
    await server.start();
    await expect(client.call('flags.current', {})).rejects.toMatchObject({ kind: 'conflict', code: 'FLAGS.BUSY', message: 'Flags are being changed' });
    fail = new Error('database exploded at row 7');
    const err = await client.call('flags.current', {}).catch((e: AppError) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ kind: 'internal', code: 'INTERNAL' });
    expect((err as AppError).message).not.toContain('exploded');
    expect(((err as AppError).details as { errorId: string }).errorId).toMatch(/[0-9a-f-]{36}/);
    await server.stop();
  });

  it('validates a request once, where it arrives: a call that breaks the contract never reaches the handler', async () => {
    let handled = 0;
    const server = new RpcServer({
      service: 'flags',
      connection,
      topology,
      logger: silentLogger,
      handlers: {
        ...otherFlagsHandlers,
        'flags.current': notUsedHere,
        'flags.audit.list': async () => {
          handled += 1;
          return { entries: [] };
        },
      },
    });
    await server.start();
    await expect(client.call('flags.audit.list', { limit: 500 })).rejects.toMatchObject({ kind: 'validation', code: 'VALIDATION.FAILED' });
    expect(handled).toBe(0);
    await expect(client.call('flags.audit.list', { limit: 5 })).resolves.toEqual({ entries: [] });
    expect(handled).toBe(1);
    await server.stop();
  });

  it('times out with an unavailable error when no service answers', async () => {
    await expect(client.call('flags.current', {}, { timeoutMs: 300 })).rejects.toMatchObject({ kind: 'unavailable', code: 'RPC.TIMEOUT' });
  });

  it('refuses to start a server whose handlers do not match its contract', () => {
    expect(
      () => new RpcServer({ service: 'flags', connection, topology, logger: silentLogger, handlers: {} as never }),
    ).toThrow(/missing: flags.current/);
  });
});
