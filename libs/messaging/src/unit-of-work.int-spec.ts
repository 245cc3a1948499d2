import type { DataSource } from 'typeorm';
import type { EventPayload } from '@bv/contracts';
import type { Logger } from './logger';
import { UnitOfWork } from './unit-of-work';
import { isolatedSchema } from '../test/fixtures';

const crossed = (email: string): EventPayload<'score.crossed'> => ({ email, name: null, previousScore: 30, newScore: 36, threshold: 35 });

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  const ignore = () => undefined;
  return { debug: ignore, info: ignore, error: ignore, warn: (_obj: unknown, msg?: string) => void warnings.push(String(msg)), warnings };
}

describe('UnitOfWork on the real database', () => {
  let setup: { dataSource: DataSource; schema: string; drop: () => Promise<void> };
  let nudges: number;
  let logger: ReturnType<typeof recordingLogger>;
  let uow: UnitOfWork;

  const outboxRows = async () =>
    (await setup.dataSource.query(`SELECT type, envelope->'payload'->>'email' AS email FROM "${setup.schema}".outbox ORDER BY envelope->'payload'->>'email'`)) as Array<{ type: string; email: string }>;
  const effects = async () => (await setup.dataSource.query(`SELECT email FROM "${setup.schema}".effects ORDER BY email`)) as Array<{ email: string }>;

  beforeEach(async () => {
    setup = await isolatedSchema('uow');
    nudges = 0;
    logger = recordingLogger();
    uow = new UnitOfWork(setup.dataSource, setup.schema, 'test-producer', { nudge: () => void (nudges += 1) }, logger, 10);
  });
  afterEach(() => setup.drop());

  it('commits the change and its events together, then runs the after-commit work and nudges the relay once', async () => {
    const seenAfterCommit: string[] = [];
    const envelope = await uow.run(async (tx) => {
      await tx.query(`INSERT INTO "${setup.schema}".effects (event_id, email) VALUES (gen_random_uuid(), $1)`, ['a@example.com']);
      const first = tx.publish({ type: 'score.crossed', payload: crossed('a@example.com') });
      tx.publish({ type: 'score.crossed', payload: crossed('b@example.com') });
      // Another connection sees the rows only once the after-commit work runs.
      tx.afterCommit(async () => seenAfterCommit.push(...(await effects()).map((row) => row.email)));
      expect(await outboxRows()).toEqual([]);
      return first;
    });
    expect(envelope).toMatchObject({ type: 'score.crossed', producer: 'test-producer', payload: crossed('a@example.com') });
    expect(await outboxRows()).toEqual([
      { type: 'score.crossed', email: 'a@example.com' },
      { type: 'score.crossed', email: 'b@example.com' },
    ]);
    expect(seenAfterCommit).toEqual(['a@example.com']);
    expect(nudges).toBe(1);
  });

  it('leaves nothing behind when the work throws: no row, no event, no after-commit work, no nudge', async () => {
    let ranAfterCommit = false;
    await expect(
      uow.run(async (tx) => {
        await tx.manager.query(`INSERT INTO "${setup.schema}".effects (event_id, email) VALUES (gen_random_uuid(), $1)`, ['c@example.com']);
        tx.publish({ type: 'score.crossed', payload: crossed('c@example.com') });
        tx.afterCommit(() => (ranAfterCommit = true));
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await effects()).toEqual([]);
    expect(await outboxRows()).toEqual([]);
    expect(ranAfterCommit).toBe(false);
    expect(nudges).toBe(0);
  });

  it('refuses an event whose payload breaks its contract, before anything is written', async () => {
    await expect(uow.run(async (tx) => void tx.publish({ type: 'score.crossed', payload: { ...crossed('d@example.com'), newScore: -1 } }))).rejects.toThrow();
    expect(await outboxRows()).toEqual([]);
  });

  it('keeps the commit when after-commit work fails, and says so in the log', async () => {
    const result = await uow.run(async (tx) => {
      tx.publish({ type: 'score.crossed', payload: crossed('e@example.com') });
      tx.afterCommit(() => {
        throw new Error('redis is away');
      });
      return 'done';
    });
    expect(result).toBe('done');
    expect(await outboxRows()).toEqual([{ type: 'score.crossed', email: 'e@example.com' }]);
    expect(logger.warnings).toEqual(['after-commit work failed']);
  });

  it('runs a read at the isolation level asked for', async () => {
    const level = await uow.run(async (tx) => (await tx.query<{ transaction_isolation: string }>('SHOW transaction_isolation'))[0].transaction_isolation, {
      isolation: 'REPEATABLE READ',
    });
    expect(level).toBe('repeatable read');
    expect(nudges).toBe(0);
  });

  describe('when the database goes away mid-transaction (a restart ends every session with 57P01)', () => {
    const cutOwnConnection = (tx: { query: (sql: string) => Promise<unknown> }) => tx.query('SELECT pg_terminate_backend(pg_backend_pid())');
    const recordAndCutFirstTime = (runs: { count: number }) => async (tx: Parameters<Parameters<UnitOfWork['run']>[0]>[0]) => {
      runs.count += 1;
      await tx.query(`INSERT INTO "${setup.schema}".effects (event_id, email) VALUES (gen_random_uuid(), $1)`, ['f@example.com']);
      tx.publish({ type: 'score.crossed', payload: crossed('f@example.com') });
      if (runs.count === 1) await cutOwnConnection(tx);
      return runs.count;
    };

    it('runs repeatable work once more when the failure came before COMMIT, and commits it once', async () => {
      const runs = { count: 0 };
      expect(await uow.run(recordAndCutFirstTime(runs), { repeatable: true })).toBe(2);
      expect(await effects()).toEqual([{ email: 'f@example.com' }]);
      expect(await outboxRows()).toEqual([{ type: 'score.crossed', email: 'f@example.com' }]);
      expect(logger.warnings).toEqual(['database unavailable before commit; running the transaction once more']);
    });

    it('runs repeatable work once more when its session was ended between statements, so COMMIT never left', async () => {
      let runs = 0;
      const result = await uow.run(
        async (tx) => {
          runs += 1;
          const [{ pid }] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          await tx.manager.query(`INSERT INTO "${setup.schema}".effects (event_id, email) VALUES (gen_random_uuid(), $1)`, ['h@example.com']);
          if (runs === 1) {
            // Another session ends this one, as a restart does, while the work is between statements.
            await setup.dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
            await new Promise((r) => setTimeout(r, 200));
          }
          return runs;
        },
        { repeatable: true },
      );
      expect(result).toBe(2);
      expect(await effects()).toEqual([{ email: 'h@example.com' }]);
    });

    it('leaves work that is not marked repeatable failed, with nothing written', async () => {
      const runs = { count: 0 };
      await expect(uow.run(recordAndCutFirstTime(runs))).rejects.toThrow(/terminating connection/);
      expect(runs.count).toBe(1);
      expect(await effects()).toEqual([]);
    });

    it('never runs work again whose COMMIT was under way: whether it held is unknown', async () => {
      // A deferred trigger ends the session during COMMIT itself.
      await setup.dataSource.query(`
        CREATE FUNCTION "${setup.schema}".end_session() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); RETURN NULL; END $$;
        CREATE CONSTRAINT TRIGGER end_session_at_commit AFTER INSERT ON "${setup.schema}".effects
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "${setup.schema}".end_session();`);
      let runs = 0;
      await expect(
        uow.run(
          async (tx) => {
            runs += 1;
            await tx.query(`INSERT INTO "${setup.schema}".effects (event_id, email) VALUES (gen_random_uuid(), $1)`, ['g@example.com']);
          },
          { repeatable: true },
        ),
      ).rejects.toThrow(/terminating connection/);
      expect(runs).toBe(1);
    });
  });
});
