import { Queue, UnrecoverableError, WaitingError, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { convertDocument, type ConversionProgress, type ConversionResult } from './convert';
import { ConversionFailure, FAILURE_MESSAGES, type ConversionFailureKind } from './failures';
import { DEFAULT_LIMITS, type ConversionLimits } from './limits';
import type { ConversionStorage } from './storage';

/** The BullMQ queue name (kept stable: renaming strands queued jobs). */
export const CONVERSION_QUEUE = 'document-conversion';

/**
 * `inputKey`: the upload in storage; outputs go under `outputPrefix` (document.pdf, pages/,
 * thumbnails/, manifest.json last, so a manifest means a complete set).
 */
export type ConversionJobData = {
  documentId: string;
  inputKey: string;
  fileName: string;
  outputPrefix: string;
  /** Set when the job failed for good: what the founder is shown. */
  failure?: { kind: ConversionFailureKind; message: string };
};

/** What the founder's screen shows while the job runs (job.progress). */
export type ConversionJobProgress = ConversionProgress;

export type ConversionJobResult = Omit<ConversionResult, 'pdf' | 'pageImages'> & { manifestKey: string };

export type ConversionQueueOptions = {
  connection: ConnectionOptions;
  prefix?: string;
  attempts?: number;
  backoffMs?: number;
};

export function conversionQueue(options: ConversionQueueOptions): Queue<ConversionJobData, ConversionJobResult> {
  return new Queue<ConversionJobData, ConversionJobResult>(CONVERSION_QUEUE, {
    connection: options.connection,
    prefix: options.prefix,
    defaultJobOptions: {
      attempts: options.attempts ?? 3,
      backoff: { type: 'exponential', delay: options.backoffMs ?? 10_000 },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  });
}

/** Queues a document's conversion; the job id is the document id, so queueing twice keeps one job. */
export async function enqueueConversion(queue: Queue<ConversionJobData, ConversionJobResult>, data: Omit<ConversionJobData, 'failure'>): Promise<void> {
  await queue.add(CONVERSION_QUEUE, data, { jobId: data.documentId });
}

export type ConversionProcessorOptions = {
  storage: ConversionStorage;
  limits?: Partial<ConversionLimits>;
  /** The whole job's time limit (all tools together); past it the running tool is killed and the attempt fails (retried). */
  jobTimeoutMs?: number;
  /** Scratch space for each run (ConvertOptions.workRoot); a killed worker's run leaves its directory here. */
  workRoot?: string;
  /**
   * Aborted when the process must stop before its conversions finish (apps/converter, past its
   * shutdown grace): the running tools are killed and each job goes back to waiting, untouched
   * (no attempt spent), for another converter to take from the start.
   */
  shutdown?: AbortSignal;
};

/** Why a conversion was cut short by the process stopping (not the file's fault, not retried as a failure). */
class ReturnedToQueue extends Error {
  constructor() {
    super('the converter is stopping; the job goes back to the queue');
    this.name = 'ReturnedToQueue';
  }
}

/**
 * The worker's processor. Permanent failures (the file's own: corrupt, password-protected, too
 * many pages, wrong type) fail the job at once with the founder's message (UnrecoverableError:
 * BullMQ does not retry it); the rest (time limit, converter crash, storage) are retried with
 * back-off. Outputs are overwritten on a retry, so a half-finished attempt leaves nothing behind
 * that the next one trusts.
 */
export function conversionProcessor(options: ConversionProcessorOptions): (job: Job<ConversionJobData, ConversionJobResult>, token?: string) => Promise<ConversionJobResult> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const jobTimeoutMs = options.jobTimeoutMs ?? limits.officeTimeoutMs + 5 * 60_000;
  return async (job, token) => {
    const { inputKey, fileName, outputPrefix } = job.data;
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new ConversionFailure('timed-out', FAILURE_MESSAGES.timedOut(Math.ceil(jobTimeoutMs / 1000)))),
      jobTimeoutMs,
    );
    const onShutdown = () => abort.abort(new ReturnedToQueue());
    if (options.shutdown?.aborted) onShutdown();
    options.shutdown?.addEventListener('abort', onShutdown, { once: true });
    try {
      const bytes = await options.storage.readInput(inputKey);
      const key = (name: string) => `${outputPrefix.replace(/\/$/, '')}/${name}`;
      const result = await convertDocument(
        { bytes, fileName },
        {
          limits,
          signal: abort.signal,
          workRoot: options.workRoot,
          onProgress: (progress) => job.updateProgress(progress),
          writeOutput: (name, output) => options.storage.writeOutput(key(name), output),
        },
      );
      const manifest = { documentId: job.data.documentId, type: result.type, pages: result.pages, pdf: key(result.pdf), pageImages: result.pageImages.map((p) => ({ page: p.page, image: key(p.image), thumbnail: key(p.thumbnail), width: p.width, height: p.height })) };
      await options.storage.writeOutput(key('manifest.json'), Buffer.from(JSON.stringify(manifest, null, 2)));
      return { type: result.type, pages: result.pages, manifestKey: key('manifest.json') };
    } catch (err) {
      if (options.shutdown?.aborted && token) {
        // Back to waiting under this worker's lock; WaitingError tells BullMQ the job was moved, not failed.
        await job.moveToWait(token);
        throw new WaitingError();
      }
      if (err instanceof ConversionFailure && err.permanent) {
        await job.updateData({ ...job.data, failure: { kind: err.kind, message: err.message } });
        throw new UnrecoverableError(err.message);
      }
      throw err;
    } finally {
      clearTimeout(timer);
      options.shutdown?.removeEventListener('abort', onShutdown);
    }
  };
}

export type ConversionWorkerOptions = ConversionProcessorOptions & {
  connection: ConnectionOptions;
  prefix?: string;
  /** Conversions at once in this process (each LibreOffice run takes a core). */
  concurrency?: number;
  /** A dead worker's job is taken over after about lockDuration + stalledInterval. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
};

/** Starts a worker on the document-conversion queue (apps/converter runs one; tests start their own). */
export function startConversionWorker(options: ConversionWorkerOptions): Worker<ConversionJobData, ConversionJobResult> {
  return new Worker<ConversionJobData, ConversionJobResult>(CONVERSION_QUEUE, conversionProcessor(options), {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency ?? 1,
    lockDuration: options.lockDurationMs ?? 60_000,
    stalledInterval: options.stalledIntervalMs ?? 30_000,
    maxStalledCount: 1,
  });
}
