import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { flagsChangeOutcome, type EventPayload, type FlagName } from '@bv/contracts';
import { RpcClient, quoteSchema, type Transaction } from '@bv/messaging';
import { DATA_SOURCE, schemaOf } from '@bv/service-kit';

/** The launch phase and flags a checkout is priced by. */
export type LaunchState = { phaseId: string; flags: Partial<Record<FlagName, boolean>>; version: number };

type Sql = Pick<Transaction, 'query'>;

/**
 * Billing's copy of the active launch phase and its flags, kept by flags.changed (the flags
 * service owns them; billing decides what they mean for a purchase). A new deployment has no copy
 * until the first change, so the first read asks the flags service once and keeps its answer.
 */
@Injectable()
export class LaunchStateService {
  private readonly table: string;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly rpc: RpcClient,
  ) {
    this.table = `${quoteSchema(schemaOf(dataSource))}.launch_state`;
  }

  async current(): Promise<LaunchState> {
    return (await this.held(this.dataSource)) ?? this.reread(this.dataSource);
  }

  async apply(change: EventPayload<'flags.changed'>, tx: Transaction): Promise<void> {
    // Locked so two changes of phase are not re-read and stored in the wrong order.
    const held = await this.held(tx, 'FOR UPDATE');
    const outcome = flagsChangeOutcome(held, change);
    if (outcome === 'apply') await this.store(tx, change);
    if (outcome === 'reread') await this.reread(tx);
  }

  private async held(sql: Sql, lock = ''): Promise<LaunchState | null> {
    const rows: { phase_id: string; flags: LaunchState['flags']; version: number }[] = await sql.query(
      `SELECT phase_id, flags, version FROM ${this.table} ${lock}`,
    );
    return rows[0] ? { phaseId: rows[0].phase_id, flags: rows[0].flags, version: rows[0].version } : null;
  }

  private async reread(sql: Sql): Promise<LaunchState> {
    const read = await this.rpc.call('flags.current', {});
    const state = { phaseId: read.phaseId, flags: read.flags, version: read.version };
    await this.store(sql, state);
    return state;
  }

  /** Never replaces a newer version of the same phase, whatever order two writers commit in. */
  private async store(sql: Sql, state: LaunchState): Promise<void> {
    await sql.query(
      `INSERT INTO ${this.table} AS held (id, phase_id, flags, version) VALUES (1, $1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET phase_id = EXCLUDED.phase_id, flags = EXCLUDED.flags, version = EXCLUDED.version, updated_at = now()
       WHERE held.phase_id <> EXCLUDED.phase_id OR held.version < EXCLUDED.version`,
      [state.phaseId, state.flags, state.version],
    );
  }
}
