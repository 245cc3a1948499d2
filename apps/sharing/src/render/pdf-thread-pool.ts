import { Worker } from 'node:worker_threads';
import { busy } from '../sharing.errors';
import { transferable, type PdfJob, type PdfJobResult } from './pdf-job';
import { pdfThreadEntry } from './thread-entry';

type Pending = { id: number; job: PdfJob; resolve: (pdf: Buffer) => void; reject: (err: Error) => void };
type Thread = { worker: Worker; current: Pending | null };

/**
 * A fixed number of PDF threads and a bounded queue in front of them: at most `threads` renders
 * or stamps run at once, at most `maxQueued` wait, and the next is refused at once (SHARING.BUSY,
 * 503 with Retry-After) rather than piling up. Threads start on first use; one that dies fails
 * its job and is replaced.
 */
export class PdfThreadPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly maxQueued: number,
    private readonly onThreadError: (err: Error) => void,
  ) {}

  run(job: PdfJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(busy());
    if (this.queue.length >= this.maxQueued) return Promise.reject(busy());
    const sendable: PdfJob = job.kind === 'stamp' ? { ...job, pdf: transferable(job.pdf) } : job;
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job: sendable, resolve, reject });
      this.dispatch();
    });
  }

  /** Jobs running or waiting now. */
  get load(): number {
    return this.queue.length + this.threads.filter((t) => t.current).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(busy());
    await Promise.all(this.threads.splice(0).map((t) => t.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread = this.threads.find((t) => !t.current) ?? (this.threads.length < this.size ? this.start() : null);
      if (!thread) return;
      const pending = this.queue.shift()!;
      thread.current = pending;
      const transfer = pending.job.kind === 'stamp' ? [pending.job.pdf.buffer as ArrayBuffer] : [];
      thread.worker.postMessage({ id: pending.id, job: pending.job }, transfer);
    }
  }

  private start(): Thread {
    const { filename, options } = pdfThreadEntry();
    const thread: Thread = { worker: new Worker(filename, options), current: null };
    // An idle thread must not keep the process alive at shutdown.
    thread.worker.unref();
    thread.worker.on('message', (result: PdfJobResult) => {
      const pending = thread.current;
      if (!pending || pending.id !== result.id) return;
      thread.current = null;
      if ('pdf' in result) pending.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
      else pending.reject(new Error(`PDF thread: ${result.error}`));
      this.dispatch();
    });
    const fail = (err: Error) => {
      const index = this.threads.indexOf(thread);
      if (index < 0) return;
      this.threads.splice(index, 1);
      thread.current?.reject(err);
      thread.current = null;
      if (!this.closed) {
        this.onThreadError(err);
        this.dispatch();
      }
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => fail(new Error(`a PDF thread stopped (exit code ${code})`)));
    this.threads.push(thread);
    return thread;
  }
}
