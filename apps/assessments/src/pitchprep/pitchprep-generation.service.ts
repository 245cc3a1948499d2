import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { In, LessThan, type DataSource, type EntityManager } from 'typeorm';
import { appError, assessmentsErrors, type AppError } from '@bv/contracts';
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
 * One job writes one output, so it makes at most one AI call: `<runId>.<outputType>`. A job
 * queued before jobs were split carries the run id alone and writes the first missing output.
 */
const stepJobId = (runId: string, outputType: OutputType) => `${runId}.${outputType}`;
function parseStepJobId(jobId: string): { runId: string; outputType: OutputType | null } {
  const [runId, outputType] = jobId.split('.');
  return { runId, outputType: (outputType as OutputType | undefined) ?? null };
}

/**
 * Runs a PitchPrep generation as a chain of durable BullMQ jobs, one per output and so one AI
 * call each (docs/architecture-notes.md, "AI jobs"). The answer is stored the moment it arrives,
 * with the run's progress, in one commit; then the next output's job is queued. A worker that
 * stops gracefully finishes the one call in hand and leaves the rest queued for another worker;
 * a worker killed mid-call costs that one call, whose job another worker takes over. A retry
 * writes only what is still missing, so no answer is ever paid for twice otherwise.
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
    this.queue.startWorker((jobId, job) => this.process(jobId, job));
    this.sweeper = setInterval(() => void this.requeueLost().catch(() => undefined), this.config.AI_JOB_SWEEP_MS);
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.queue.close();
  }

  /** After the run's row committed: the job of its first output. Redis down: the sweeper queues it once Redis is back. */
  async queueRun(runId: string, first: OutputType): Promise<void> {
    await this.queueStep(runId, first);
  }

  /** The worker: writes one output of a run, then queues the next; throws to let BullMQ retry a transient failure. */
  async process(jobId: string, job: Job<RowJob>): Promise<void> {
    const { runId, outputType: named } = parseStepJobId(jobId);
    const run = await this.dataSource.getRepository(GenerationRunEntity).findOneBy({ id: runId });
    if (!run || run.status !== 'running') return;
    const intake = await this.dataSource.getRepository(PitchIntakeEntity).findOneByOrFail({ id: run.intakeId });
    const stored = await this.storedTypes(this.dataSource.manager, run.outputIds);
    const outputType = named ?? this.missing(intake, stored)[0];
    if (outputType && !stored.has(outputType)) {
      try {
        await this.writeOne(run, intake, outputType);
      } catch (error) {
        const failure = aiError(error);
        if (!RowJobQueue.isLastAttempt(job, !isTransientAiError(failure))) {
          this.logger.warn({ runId, outputType, code: failure.code, attempt: job.attemptsMade + 1 }, 'generation step will be retried');
          throw failure;
        }
        await this.fail(runId, run.userId, failure);
        throw new UnrecoverableError(failure.code);
      }
      stored.add(outputType);
    }
    const next = this.missing(intake, stored)[0];
    if (next) await this.queueStep(runId, next);
    else await this.finish(runId);
  }

  /**
   * Running generations that Redis no longer holds (lost with it) get their next job again;
   * one that no worker has touched for STALE_RUN_MS is given up.
   */
  async requeueLost(): Promise<void> {
    const now = Date.now();
    const open = await this.dataSource.getRepository(GenerationRunEntity).find({ where: { status: 'running', updatedAt: LessThan(new Date(now - this.config.AI_JOB_SWEEP_MS)) }, take: 100 });
    for (const run of open) {
      if (now - run.updatedAt.getTime() > STALE_RUN_MS) {
        await this.fail(run.id, run.userId, appError(assessmentsErrors.GENERATION_INTERRUPTED));
        continue;
      }
      const intake = await this.dataSource.getRepository(PitchIntakeEntity).findOneByOrFail({ id: run.intakeId });
      const next = this.missing(intake, await this.storedTypes(this.dataSource.manager, run.outputIds))[0];
      if (next) await this.queue.ensureQueued(stepJobId(run.id, next));
      else await this.finish(run.id);
    }
  }

  /** A run with every output stored is done (storeOutput marks it so; this covers a run stored by an older worker). */
  private async finish(runId: string): Promise<void> {
    await this.dataSource.getRepository(GenerationRunEntity).update({ id: runId, status: 'running' }, { status: 'done', current: null });
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

  /** The one AI call of a step (or the deterministic writer), its answer stored as soon as it is back. */
  private async writeOne(run: GenerationRunEntity, intake: PitchIntakeEntity, outputType: OutputType): Promise<void> {
    const apiKey = chooseAiWriter(this.config);
    await this.dataSource.getRepository(GenerationRunEntity).update({ id: run.id, status: 'running' }, { current: outputType });
    const written = apiKey
      ? { content: await writeOpenAiOutput(this.aiSettings(apiKey), outputType, intake.intake), title: outputTitle(intake.intake, outputType) }
      : writePitchOutputs(intake.intake).find((o) => o.outputType === outputType)!;
    await this.storeOutput(run, intake, outputType, written.title, written.content, apiKey !== null);
  }

  /** Queued after the step's commit; a failure to queue is recovered by the sweeper. */
  private async queueStep(runId: string, outputType: OutputType): Promise<void> {
    await this.queue.ensureQueued(stepJobId(runId, outputType)).catch((err: Error) => this.logger.warn({ err: err.message, runId, outputType }, 'generation step not queued yet'));
  }

  private missing(intake: PitchIntakeEntity, stored: Set<string>): OutputType[] {
    return (TRACK_OUTPUTS[intake.track] as readonly OutputType[]).filter((outputType) => !stored.has(outputType));
  }

  private async storedTypes(manager: EntityManager, outputIds: string[]): Promise<Set<string>> {
    if (outputIds.length === 0) return new Set();
    const outputs = await manager.find(PitchPrepOutputEntity, { where: { id: In(outputIds) }, select: { id: true, outputType: true } });
    return new Set(outputs.map((o) => o.outputType));
  }

  /**
   * One output, its first version, the run's progress (done once every output is in) and
   * output.saved in one commit; a second writer of the same output (a job run twice) adds nothing.
   */
  private async storeOutput(run: GenerationRunEntity, intake: PitchIntakeEntity, outputType: OutputType, title: string, content: OutputContent, aiGenerated: boolean) {
    await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const current = await manager.findOne(GenerationRunEntity, { where: { id: run.id }, lock: { mode: 'pessimistic_write' } });
      if (!current || current.status !== 'running') return;
      const stored = await this.storedTypes(manager, current.outputIds);
      if (stored.has(outputType)) return;
      const id = randomUUID();
      const output = manager.create(PitchPrepOutputEntity, { id, userId: run.userId, intakeId: intake.id, outputType, track: intake.track, title, version: 1, content, aiGenerated, deletedAt: null });
      await manager.save(output);
      await manager.insert(PitchPrepOutputVersionEntity, { outputId: id, version: 1, title, content, note: aiGenerated ? 'AI-written' : 'Written from your answers', savedAt: new Date() });
      const next = this.missing(intake, stored.add(outputType))[0] ?? null;
      await manager.update(GenerationRunEntity, { id: run.id }, { done: current.done + 1, outputIds: [...current.outputIds, id], current: next, ...(next ? {} : { status: 'done' as const }) });
      announceOutput(tx, output);
    });
  }

  private aiSettings(apiKey: string) {
    return { apiKey, model: this.config.OPENAI_MODEL, baseURL: this.config.OPENAI_API_BASE, timeoutMs: this.config.AI_TIMEOUT_MS };
  }
}
