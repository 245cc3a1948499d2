import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { appError, appErrorWithDetails, assessmentsErrors, type GenerationRun } from '@bv/contracts';
import { TRACK_OUTPUTS, type OutputType } from '@bv/domain';
import { CONFIG, DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { AccessService } from '../access/access.service';
import { writesWithProvider } from '../ai/openai-json';
import type { AssessmentsConfig } from '../config';
import { GenerationRunEntity } from './entities/generation-run.entity';
import { PitchIntakeEntity } from './entities/pitch-intake.entity';
import { PitchPrepOutputEntity } from './entities/pitchprep-output.entity';
import { outputSummary } from './output-summary';
import { PitchPrepGenerationService, STALE_RUN_MS } from './pitchprep-generation.service';

/**
 * Starting a PitchPrep generation run and reading its progress; the outputs themselves are
 * written by the durable job in PitchPrepGenerationService.
 */
@Injectable()
export class PitchPrepRunsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: AssessmentsConfig,
    private readonly access: AccessService,
    private readonly generation: PitchPrepGenerationService,
  ) {}

  /**
   * Starts the run and answers at once; poll run(). Paid AI is bounded (docs/product-rules.md,
   * "AI generation limits"): one running generation per user, answers already generated are not
   * generated again, and an AI-written run takes one of the plan's runs of the day. A run counts
   * against Founder Essential's allowance too. The checks run under the user's entitlement lock,
   * so parallel requests take turns.
   */
  async generate(userId: string, intakeId: string): Promise<GenerationRun> {
    const runId = randomUUID();
    await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const intake = await manager.findOne(PitchIntakeEntity, { where: { id: intakeId, userId }, lock: { mode: 'pessimistic_write' } });
      if (!intake) throw appError(assessmentsErrors.PITCHPREP_INTAKE_NOT_FOUND);
      await this.access.lockForUse(manager, userId);
      await this.requireAccess(userId, manager);
      if (!intake.intake.company.name.trim()) throw appError(assessmentsErrors.PITCHPREP_INCOMPLETE);
      await this.refuseRepeat(manager, userId, intakeId);
      if (writesWithProvider(this.config)) await this.access.takeDailyAiRun(manager, userId, runId, 'pitchprep_generation');
      await manager.update(PitchIntakeEntity, { id: intakeId }, { status: 'submitted' });
      const outputs = TRACK_OUTPUTS[intake.track];
      await manager.insert(GenerationRunEntity, { id: runId, userId, intakeId, status: 'running', total: outputs.length, done: 0, current: outputs[0], outputIds: [], error: null });
      await this.access.recordUse(manager, userId, runId, 'pitchprep_generation');
      tx.afterCommit(() => this.generation.queueRun(runId, outputs[0]));
    });
    return this.run(userId, runId);
  }

  async run(userId: string, runId: string): Promise<GenerationRun> {
    const repo = this.dataSource.getRepository(GenerationRunEntity);
    let run = await repo.findOneBy({ id: runId, userId });
    if (!run) throw appError(assessmentsErrors.PITCHPREP_RUN_NOT_FOUND);
    if (run.status === 'running' && Date.now() - run.updatedAt.getTime() > STALE_RUN_MS) {
      await this.generation.fail(runId, userId, appError(assessmentsErrors.GENERATION_INTERRUPTED));
      run = await repo.findOneByOrFail({ id: runId });
    }
    const outputs = run.outputIds.length ? await this.dataSource.getRepository(PitchPrepOutputEntity).findBy(run.outputIds.map((id) => ({ id }))) : [];
    const ordered = run.outputIds.map((id) => outputs.find((o) => o.id === id)).filter((o): o is PitchPrepOutputEntity => Boolean(o));
    return {
      id: run.id,
      status: run.status,
      total: run.total,
      done: run.done,
      current: (run.current as OutputType | null) ?? null,
      outputs: ordered.map(outputSummary),
      error: run.error,
    };
  }

  /** A run still writing for this user, or a finished run from the very same answers whose outputs are still kept. */
  private async refuseRepeat(manager: EntityManager, userId: string, intakeId: string): Promise<void> {
    const running = await manager
      .createQueryBuilder(GenerationRunEntity, 'r')
      .where('r.userId = :userId AND r.status = :running AND r.updatedAt > :fresh', { userId, running: 'running', fresh: new Date(Date.now() - STALE_RUN_MS) })
      .getOne();
    if (running) throw appErrorWithDetails(assessmentsErrors.PITCHPREP_GENERATION_ACTIVE, { runId: running.id });
    // jsonb equality: the same answers whatever the key order, in this intake or an earlier one.
    const same = await manager
      .createQueryBuilder(GenerationRunEntity, 'r')
      .innerJoin(PitchIntakeEntity, 'generated', 'generated.id = r.intakeId')
      .innerJoin(PitchIntakeEntity, 'asked', 'asked.id = :intakeId', { intakeId })
      .where('r.userId = :userId AND r.status = :done AND generated.intake = asked.intake', { userId, done: 'done' })
      .andWhere((qb) => `EXISTS ${qb.subQuery().select('1').from(PitchPrepOutputEntity, 'o').where('o.id = ANY(r.outputIds) AND o.deletedAt IS NULL').getQuery()}`)
      .orderBy('r.createdAt', 'DESC')
      .getOne();
    if (same) throw appErrorWithDetails(assessmentsErrors.PITCHPREP_ALREADY_GENERATED, { runId: same.id });
  }

  private async requireAccess(userId: string, manager: EntityManager): Promise<void> {
    const access = await this.access.access(userId, 'pitchprep', manager);
    if (access.reason === 'no_entitlement') throw appError(assessmentsErrors.PITCHPREP_NO_ENTITLEMENT);
    if (access.reason === 'monthly_limit_reached') {
      throw appError(assessmentsErrors.PITCHPREP_MONTHLY_LIMIT, access.monthlyAllowance);
    }
  }
}
