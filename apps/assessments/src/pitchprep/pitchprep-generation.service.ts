import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { In, LessThan, type DataSource, type EntityManager } from 'typeorm';
import type { AppError } from '@bv/contracts';
import { TRACK_OUTPUTS, writePitchOutputs, type OutputContent, type OutputType } from '@bv/domain';
import { CONFIG, DATA_SOURCE, LOGGER, RowJobQueue, UNIT_OF_WORK, type RowJob, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import { AccessService } from '../access/access.service';
import { MonthlyUseEntity } from '../access/entities/monthly-use.entity';
import { aiError, chooseAiWriter, isTransientAiError } from '../ai/openai-json';
import type { AssessmentsConfig } from '../config';
import { GENERATION_JOB_QUEUE } from '../jobs/ai-job-queues';
import { GenerationRunEntity } from './entities/generation-run.entity';
import { PitchIntakeEntity } from './entities/pitch-intake.entity';
import { PitchPrepOutputEntity, PitchPrepOutputVersionEntity } from './entities/pitchprep-output.entity';
import { outputTitle } from './output-naming';
import { announceOutput } from './output-saved';
import { writeOpenAiOutput } from './writers/openai-outputs';

/**
 * A run no worker has touched for this long is given up (its job retried, then failed, or its
 * Redis lost for good): far beyond the attempts' AI calls and backoff.
 */
export const STALE_RUN_MS = 30 * 60_000;

/**
 * Runs a PitchPrep generation (the track's outputs, one AI call each) as a durable BullMQ job,
 * so a restart mid-run or a transient AI failure does not lose it. Each output commits as it
 * is written; a retry writes only the outputs still missing, so the AI provider is never paid
 * twice for one. The page polls the run for progress.
 */
@Injectable()
export class PitchPrepGenerationService {
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: AssessmentsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    @Inject(GENERATION_JOB_QUEUE) private readonly queue: RowJobQueue,
    private readonly access: AccessService,
  ) {}

  startWorker(): void {
    this.queue.startWorker((runId, job) => this.process(runId, job));
    this.sweeper = setInterval(() => void this.requeueLost().catch(() => undefined), this.config.AI_JOB_SWEEP_MS);
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.queue.close();
  }

  /** After the run's row committed. Redis down: the row stays running and the sweeper queues it once Redis is back. */
  async queueRun(runId: string): Promise<void> {
    await this.queue.enqueue(runId).catch((err: Error) => this.logger.warn({ err: err.message, runId }, 'generation run not queued yet'));
  }

  /** The worker: writes the outputs still missing; throws to let BullMQ retry a transient failure. */
  async process(runId: string, job: Job<RowJob>): Promise<void> {
    const run = await this.dataSource.getRepository(GenerationRunEntity).findOneBy({ id: runId });
    if (!run || run.status !== 'running') return;
    const intake = await this.dataSource.getRepository(PitchIntakeEntity).findOneByOrFail({ id: run.intakeId });
    try {
      const apiKey = chooseAiWriter(this.config);
      const deterministic = apiKey === null ? writePitchOutputs(intake.intake) : [];
      const stored = await this.storedTypes(this.dataSource.manager, run.outputIds);
      for (const outputType of TRACK_OUTPUTS[intake.track] as readonly OutputType[]) {
        if (stored.has(outputType)) continue;
        await this.dataSource.getRepository(GenerationRunEntity).update({ id: runId }, { current: outputType });
        const written = apiKey
          ? { content: await writeOpenAiOutput(this.aiSettings(apiKey), outputType, intake.intake), title: outputTitle(intake.intake, outputType) }
          : deterministic.find((o) => o.outputType === outputType)!;
        await this.storeOutput(run, intake, outputType, written.title, written.content, apiKey !== null);
      }
      await this.dataSource.getRepository(GenerationRunEntity).update({ id: runId, status: 'running' }, { status: 'done', current: null });
    } catch (error) {
      const failure = aiError(error);
      if (!RowJobQueue.isLastAttempt(job, !isTransientAiError(failure))) {
        this.logger.warn({ runId, code: failure.code, attempt: job.attemptsMade + 1 }, 'generation run will be retried');
        throw failure;
      }
      await this.fail(runId, run.userId, failure);
      throw new UnrecoverableError(failure.code);
    }
  }

  /** Running generations that Redis no longer holds (lost with it) are queued again. */
  async requeueLost(): Promise<void> {
    const cutoff = new Date(Date.now() - this.config.AI_JOB_SWEEP_MS);
    const open = await this.dataSource.getRepository(GenerationRunEntity).find({ where: { status: 'running', updatedAt: LessThan(cutoff) }, take: 100 });
    for (const run of open) await this.queue.ensureQueued(run.id);
  }

  /**
   * A failed run gives its use of the monthly allowance and its AI run of the day back
   * (docs/product-rules.md, "AI generation limits"), and reopens its intake as the
   * draft (unless the user started another), so no answer is lost.
   */
  async fail(runId: string, userId: string, error: AppError): Promise<void> {
    this.logger.warn({ runId, code: error.code }, 'generation run failed');
    await this.unitOfWork.run(async ({ manager }) => {
      const failed = await manager.update(GenerationRunEntity, { id: runId, status: 'running' }, { status: 'failed', current: null, error: { code: error.code, message: error.message } });
      if (!failed.affected) return;
      await manager.delete(MonthlyUseEntity, { refId: runId, userId });
      await this.access.giveBackDailyAiRun(manager, runId);
      const run = await manager.findOneByOrFail(GenerationRunEntity, { id: runId });
      if (await manager.existsBy(PitchIntakeEntity, { userId, status: 'draft' })) return;
      await manager.update(PitchIntakeEntity, { id: run.intakeId, status: 'submitted' }, { status: 'draft' });
    });
  }

  private async storedTypes(manager: EntityManager, outputIds: string[]): Promise<Set<string>> {
    if (outputIds.length === 0) return new Set();
    const outputs = await manager.find(PitchPrepOutputEntity, { where: { id: In(outputIds) }, select: { id: true, outputType: true } });
    return new Set(outputs.map((o) => o.outputType));
  }

  /** One output, its first version, the run's progress and output.saved in one commit; a second writer of the same output (a job run twice) adds nothing. */
  private async storeOutput(run: GenerationRunEntity, intake: PitchIntakeEntity, outputType: OutputType, title: string, content: OutputContent, aiGenerated: boolean) {
    await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const current = await manager.findOne(GenerationRunEntity, { where: { id: run.id }, lock: { mode: 'pessimistic_write' } });
      if (!current || current.status !== 'running' || (await this.storedTypes(manager, current.outputIds)).has(outputType)) return;
      const id = randomUUID();
      const output = manager.create(PitchPrepOutputEntity, { id, userId: run.userId, intakeId: intake.id, outputType, track: intake.track, title, version: 1, content, aiGenerated, deletedAt: null });
      await manager.save(output);
      await manager.insert(PitchPrepOutputVersionEntity, { outputId: id, version: 1, title, content, note: aiGenerated ? 'AI-written' : 'Written from your answers', savedAt: new Date() });
      await manager.update(GenerationRunEntity, { id: run.id }, { done: current.done + 1, outputIds: [...current.outputIds, id] });
      announceOutput(tx, output);
    });
  }

  private aiSettings(apiKey: string) {
    return { apiKey, model: this.config.OPENAI_MODEL, baseURL: this.config.OPENAI_API_BASE, timeoutMs: this.config.AI_TIMEOUT_MS };
  }
}
