import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { appError, flagsErrors, type FlagAuditEntry, type FlagName, type FlagsSnapshot } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { PHASE_2_ID } from '@bv/domain';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { FlagAuditEntity } from './entities/flag-audit.entity';
import { LaunchPhaseEntity } from './entities/launch-phase.entity';

/**
 * Admin changes to flags and the active launch phase. Each change, its audit row and the
 * flags.changed event (and phase2.launched, once, when Phase 2 becomes active) commit together.
 */
@Injectable()
export class PhaseAdminService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async updateFlags(actorId: string, changes: Partial<Record<FlagName, boolean>>): Promise<FlagsSnapshot> {
    const snapshot = await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const phase = await manager.findOne(LaunchPhaseEntity, { where: { isActive: true }, lock: { mode: 'pessimistic_write' } });
      if (!phase) throw appError(flagsErrors.NO_ACTIVE_PHASE);
      const before = { ...phase.featureFlags };
      const flags = { ...before, ...changes };
      await manager.update(LaunchPhaseEntity, { id: phase.id }, { featureFlags: flags, version: phase.version + 1 });
      await this.audit(manager, actorId, 'flags_updated', phase.id, before, flags);
      return this.announce(tx, { ...phase, featureFlags: flags, version: phase.version + 1 }, actorId);
    });
    return snapshot;
  }

  async activatePhase(actorId: string, phaseId: string): Promise<FlagsSnapshot> {
    const snapshot = await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      // Lock every phase: exactly one may be active, and two admins must not switch at once.
      const phases = await manager.find(LaunchPhaseEntity, { lock: { mode: 'pessimistic_write' } });
      const target = phases.find((p) => p.id === phaseId);
      if (!target) throw appError(flagsErrors.UNKNOWN_PHASE, phaseId);
      const current = phases.find((p) => p.isActive);
      if (current?.id === target.id) return this.snapshotOf(target);
      if (current) await manager.update(LaunchPhaseEntity, { id: current.id }, { isActive: false });
      await manager.update(LaunchPhaseEntity, { id: target.id }, { isActive: true, version: target.version + 1 });
      // The launch is announced the first time Phase 2 becomes active, not on every switch back.
      const launchedBefore = target.id === PHASE_2_ID && (await manager.countBy(FlagAuditEntity, { action: 'phase_activated', phaseId: PHASE_2_ID })) > 0;
      await this.audit(manager, actorId, 'phase_activated', target.id, { activePhase: current?.id ?? null }, { activePhase: target.id });
      if (target.id === PHASE_2_ID && !launchedBefore) {
        tx.publish({ type: 'phase2.launched', payload: { phaseId: target.id, at: new Date().toISOString() } });
      }
      return this.announce(tx, { ...target, isActive: true, version: target.version + 1 }, actorId);
    });
    return snapshot;
  }

  async phases() {
    const phases = await this.dataSource.getRepository(LaunchPhaseEntity).find({ order: { id: 'ASC' } });
    return { phases: phases.map((p) => ({ id: p.id, name: p.name, isActive: p.isActive })) };
  }

  async auditLog(limit: number): Promise<{ entries: FlagAuditEntry[] }> {
    const rows = await this.dataSource.getRepository(FlagAuditEntity).find({ order: { createdAt: 'DESC' }, take: limit });
    return {
      entries: rows.map((r) => ({ id: r.id, actorId: r.actorId, action: r.action, phaseId: r.phaseId, before: r.before, after: r.after, at: r.createdAt.toISOString() })),
    };
  }

  private async audit(manager: EntityManager, actorId: string, action: FlagAuditEntity['action'], phaseId: string, before: object, after: object) {
    await manager.insert(FlagAuditEntity, { id: randomUUID(), actorId, action, phaseId, before: { ...before }, after: { ...after } });
  }

  private announce(tx: Transaction, phase: LaunchPhaseEntity, actorId: string): FlagsSnapshot {
    const snapshot = this.snapshotOf(phase);
    tx.publish({
      type: 'flags.changed',
      payload: { phaseId: snapshot.phaseId, flags: snapshot.flags, changedBy: actorId, version: snapshot.version },
    });
    return snapshot;
  }

  private snapshotOf(phase: LaunchPhaseEntity): FlagsSnapshot {
    return { phaseId: phase.id, phaseName: phase.name, flags: phase.featureFlags, version: phase.version };
  }
}
