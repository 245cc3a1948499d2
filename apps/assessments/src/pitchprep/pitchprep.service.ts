import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { AppError, contentSchemaFor, type GenerationRun, type IntakeDraft, type OutputSummary, type OutputView } from '@bv/contracts';
import { outputPreview, TRACK_OUTPUTS, type OutputContent, type OutputType, type PitchIntake } from '@bv/domain';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { AccessService } from '../access/access.service';
import { GenerationRunEntity } from './entities/generation-run.entity';
import { PitchIntakeEntity } from './entities/pitch-intake.entity';
import { PitchPrepOutputEntity, PitchPrepOutputVersionEntity } from './entities/pitchprep-output.entity';
import { announceOutput } from './output-saved';
import { PitchPrepGenerationService } from './pitchprep-generation.service';

/**
 * A run no worker has touched for this long is given up (its job retried, then failed, or its
 * Redis lost for good): far beyond the attempts' AI calls and backoff.
 */
const STALE_RUN_MS = 30 * 60_000;
const notFound = () => new AppError('not_found', 'PITCHPREP.NOT_FOUND', 'Output not found.');

/**
 * PitchPrep (issue 6): the intake saved step by step, generation of the track's three outputs
 * (a durable job, see PitchPrepGenerationService), and versioned editing. Every
 * saved version publishes output.saved, which keeps shared links current.
 */
@Injectable()
export class PitchPrepService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly access: AccessService,
    private readonly generation: PitchPrepGenerationService,
  ) {}

  async intake(userId: string): Promise<IntakeDraft | null> {
    const draft = await this.dataSource.getRepository(PitchIntakeEntity).findOneBy({ userId, status: 'draft' });
    return draft ? this.intakeView(draft) : null;
  }

  async saveIntake(userId: string, intake: PitchIntake, step: number): Promise<IntakeDraft> {
    return this.unitOfWork.run(async ({ manager }) => {
      const draft = await manager.findOne(PitchIntakeEntity, { where: { userId, status: 'draft' }, lock: { mode: 'pessimistic_write' } });
      if (draft) {
        Object.assign(draft, { intake, track: intake.track, step });
        return this.intakeView(await manager.save(draft));
      }
      const created = manager.create(PitchIntakeEntity, { id: randomUUID(), userId, status: 'draft', track: intake.track, intake, step });
      return this.intakeView(await manager.save(created));
    });
  }

  /** Starts the run (counted against Founder Essential's allowance) and answers at once; poll run(). */
  async generate(userId: string, intakeId: string): Promise<GenerationRun> {
    const runId = randomUUID();
    await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const intake = await manager.findOne(PitchIntakeEntity, { where: { id: intakeId, userId }, lock: { mode: 'pessimistic_write' } });
      if (!intake) throw new AppError('not_found', 'PITCHPREP.NOT_FOUND', 'Intake not found.');
      await this.access.lockForUse(manager, userId);
      await this.requireAccess(userId, manager);
      if (!intake.intake.company.name.trim()) throw new AppError('validation', 'PITCHPREP.INCOMPLETE', 'Add your company name before generating.');
      await manager.update(PitchIntakeEntity, { id: intakeId }, { status: 'submitted' });
      await manager.insert(GenerationRunEntity, { id: runId, userId, intakeId, status: 'running', total: TRACK_OUTPUTS[intake.track].length, done: 0, current: null, outputIds: [], error: null });
      await this.access.recordUse(manager, userId, runId, 'pitchprep_generation');
      tx.afterCommit(() => this.generation.queueRun(runId));
    });
    return this.run(userId, runId);
  }

  async run(userId: string, runId: string): Promise<GenerationRun> {
    const repo = this.dataSource.getRepository(GenerationRunEntity);
    let run = await repo.findOneBy({ id: runId, userId });
    if (!run) throw new AppError('not_found', 'PITCHPREP.NOT_FOUND', 'Generation run not found.');
    if (run.status === 'running' && Date.now() - run.updatedAt.getTime() > STALE_RUN_MS) {
      await this.generation.fail(runId, userId, new AppError('unavailable', 'GENERATION_ERROR', 'Generation was interrupted. Please try again.'));
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
      outputs: ordered.map((o) => this.summary(o)),
      error: run.error,
    };
  }

  async outputs(userId: string): Promise<{ outputs: OutputSummary[] }> {
    const rows = await this.dataSource.getRepository(PitchPrepOutputEntity).find({ where: { userId, deletedAt: IsNull() }, order: { updatedAt: 'DESC' }, take: 200 });
    return { outputs: rows.map((o) => this.summary(o)) };
  }

  async output(userId: string, outputId: string): Promise<OutputView> {
    const output = await this.dataSource.getRepository(PitchPrepOutputEntity).findOneBy({ id: outputId, userId, deletedAt: IsNull() });
    if (!output) throw notFound();
    return this.view(this.dataSource.manager, output);
  }

  /** Every save is a new version; a stale base version is a conflict, never a silent overwrite. */
  async save(userId: string, outputId: string, baseVersion: number, content: unknown, title?: string): Promise<OutputView> {
    return this.newVersion(userId, outputId, (output) => {
      if (output.version !== baseVersion) {
        throw new AppError('conflict', 'PITCHPREP.VERSION_CONFLICT', 'This output changed in another tab. Reload to see the latest version.');
      }
      return { content: this.validContent(output.outputType, content), title: title ?? output.title, note: 'Edited' };
    });
  }

  async restore(userId: string, outputId: string, version: number): Promise<OutputView> {
    return this.newVersion(userId, outputId, async (output, manager) => {
      const old = await manager.findOneBy(PitchPrepOutputVersionEntity, { outputId, version });
      if (!old || version === output.version) throw new AppError('validation', 'PITCHPREP.NO_SUCH_VERSION', `There is no earlier version ${version} to restore.`);
      return { content: old.content, title: old.title, note: `Restored version ${version}` };
    });
  }

  async remove(userId: string, outputId: string): Promise<{ deleted: boolean }> {
    const deleted = await this.unitOfWork.run(async (tx) => {
      const result = await tx.manager.update(PitchPrepOutputEntity, { id: outputId, userId, deletedAt: IsNull() }, { deletedAt: new Date() });
      if (!result.affected) return false;
      tx.publish({ type: 'output.deleted', payload: { outputId } });
      return true;
    });
    return { deleted };
  }

  private async newVersion(
    userId: string,
    outputId: string,
    next: (output: PitchPrepOutputEntity, manager: EntityManager) => { content: OutputContent; title: string; note: string } | Promise<{ content: OutputContent; title: string; note: string }>,
  ): Promise<OutputView> {
    return this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const output = await manager.findOne(PitchPrepOutputEntity, { where: { id: outputId, userId, deletedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
      if (!output) throw notFound();
      const change = await next(output, manager);
      Object.assign(output, { content: change.content, title: change.title, version: output.version + 1 });
      await manager.save(output);
      await manager.insert(PitchPrepOutputVersionEntity, { outputId, version: output.version, title: change.title, content: change.content, note: change.note, savedAt: new Date() });
      announceOutput(tx, output);
      return this.view(manager, output);
    });
  }

  private validContent(outputType: OutputType, content: unknown): OutputContent {
    const parsed = contentSchemaFor[outputType].safeParse(content);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError('validation', 'PITCHPREP.INVALID_CONTENT', `This ${outputType.replace(/_/g, ' ')} cannot be saved: ${issue.path.join('.') || 'content'} ${issue.message}.`);
    }
    return parsed.data as OutputContent;
  }

  private async requireAccess(userId: string, manager: EntityManager): Promise<void> {
    const access = await this.access.access(userId, 'pitchprep', manager);
    if (access.reason === 'no_entitlement') throw new AppError('forbidden', 'PITCHPREP.NO_ENTITLEMENT', 'Your plan does not include PitchPrep. Choose a plan to unlock it.');
    if (access.reason === 'monthly_limit_reached') {
      throw new AppError('forbidden', 'PITCHPREP.MONTHLY_LIMIT', `You have used all ${access.monthlyAllowance} runs of this month. Your allowance renews on the 1st (Singapore time).`);
    }
  }

  private intakeView(draft: PitchIntakeEntity): IntakeDraft {
    return { id: draft.id, intake: draft.intake, step: draft.step, updatedAt: draft.updatedAt.toISOString() };
  }

  private summary(o: PitchPrepOutputEntity): OutputSummary {
    return {
      id: o.id,
      outputType: o.outputType,
      track: o.track,
      title: o.title,
      version: o.version,
      aiGenerated: o.aiGenerated,
      updatedAt: o.updatedAt.toISOString(),
      preview: outputPreview(o.outputType, o.content),
    };
  }

  private async view(manager: EntityManager, output: PitchPrepOutputEntity): Promise<OutputView> {
    const versions = await manager.find(PitchPrepOutputVersionEntity, { where: { outputId: output.id }, order: { version: 'DESC' } });
    return { ...this.summary(output), content: output.content, versions: versions.map((v) => ({ version: v.version, savedAt: v.savedAt.toISOString(), note: v.note })) };
  }
}
