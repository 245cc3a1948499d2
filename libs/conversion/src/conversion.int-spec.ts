import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { Job, Queue, Worker } from 'bullmq';
import JSZip from 'jszip';
import { docxFixture, encryptedOfficeContainer, passwordProtectedDocx, pdfFixture, pngFixture, pptxFixture, xlsxFixture } from '../test/fixtures';
import { convertDocument } from './convert';
import { jpegSize } from './jpeg-size';
import { ConversionFailure, FAILURE_MESSAGES } from './failures';
import {
  conversionQueue,
  enqueueConversion,
  startConversionWorker,
  type ConversionJobData,
  type ConversionJobProgress,
  type ConversionJobResult,
} from './queue';
import { LocalDirectoryStorage } from './storage';

// Real Redis, LibreOffice (soffice) and poppler (pdfinfo, pdftoppm), and qpdf to make a
// password-protected PDF (scripts/install.sh installs them from Debian's packages).
const connection = { host: '127.0.0.1', port: 6379, maxRetriesPerRequest: null };
const ROOT = join(__dirname, '../../..');

/** The width in a JPEG's start-of-frame segment. */
function jpegWidth(bytes: Buffer): number {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1];
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return bytes.readUInt16BE(at + 7);
    at += 2 + length;
  }
  throw new Error('no frame header');
}

/** Waits for a job to finish; the bound is generous: LibreOffice takes tens of seconds on a busy machine. */
async function settled(queue: Queue<ConversionJobData, ConversionJobResult>, id: string, timeoutMs: number): Promise<Job<ConversionJobData, ConversionJobResult>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.getJob(id);
    const state = job ? await job.getState() : 'missing';
    // Read again once finished: the job read before getState may predate its return value.
    if (job && (state === 'completed' || state === 'failed')) return (await queue.getJob(id))!;
    if (Date.now() > until) throw new Error(`job ${id} still ${state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('document conversion (BullMQ, LibreOffice, poppler)', () => {
  let dir: string;
  let storage: LocalDirectoryStorage;
  let queue: Queue<ConversionJobData, ConversionJobResult>;
  let worker: Worker<ConversionJobData, ConversionJobResult>;
  const prefix = `bv-test-conversion-${randomUUID()}`;
  const progress = new Map<string, ConversionJobProgress[]>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bv-conversion-it-'));
    storage = new LocalDirectoryStorage(dir);
    queue = conversionQueue({ connection, prefix, attempts: 2, backoffMs: 200 });
    worker = startConversionWorker({ connection, prefix, storage, concurrency: 3, limits: { maxPages: 3 } });
    worker.on('progress', (job, value) => progress.set(job.id!, [...(progress.get(job.id!) ?? []), value as ConversionJobProgress]));
  });

  afterAll(async () => {
    await worker?.close();
    await queue?.obliterate({ force: true });
    await queue?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function upload(documentId: string, fileName: string, bytes: Buffer): Promise<void> {
    await storage.writeOutput(`uploads/${documentId}/${fileName}`, bytes);
    await enqueueConversion(queue, { documentId, inputKey: `uploads/${documentId}/${fileName}`, fileName, outputPrefix: `documents/${documentId}` });
  }

  it('converts a DOCX, XLSX, PPTX, PDF, PNG and JPG into a PDF, 1600 px page images and thumbnails, reporting progress per page', async () => {
    const files: Array<[string, Buffer, number]> = [
      ['memo.docx', await docxFixture(), 1],
      ['cap-table.xlsx', await xlsxFixture(), 1],
      ['deck.pptx', await pptxFixture(), 2],
      ['financials.pdf', await pdfFixture(2), 2],
      ['logo.png', pngFixture(), 1],
      ['photo.jpg', readFileSync(join(__dirname, '../test/fixtures/page.jpg')), 1],
    ];
    for (const [name, bytes] of files) await upload(`ok-${name}`, name, bytes);
    for (const [name, , pages] of files) {
      const job = await settled(queue, `ok-${name}`, 90_000);
      expect({ name, state: await job.getState(), reason: job.failedReason }).toEqual({ name, state: 'completed', reason: undefined });
      expect(job.returnvalue).toMatchObject({ pages });
      const manifest = JSON.parse(await readFile(join(dir, job.returnvalue.manifestKey), 'utf8'));
      expect(manifest.pageImages).toHaveLength(pages);
      const pdf = await readFile(join(dir, manifest.pdf));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(jpegWidth(await readFile(join(dir, manifest.pageImages[0].image)))).toBe(1600);
      expect(jpegWidth(await readFile(join(dir, manifest.pageImages[0].thumbnail)))).toBe(240);
      // The page's pixels are in the manifest, for the viewer to keep the page's place before it arrives.
      expect(manifest.pageImages[0]).toMatchObject(jpegSize(await readFile(join(dir, manifest.pageImages[0].image)))!);
      const seen = progress.get(`ok-${name}`) ?? [];
      expect(seen.map((p) => p.stage)).toEqual(['checking', 'converting', 'inspecting', ...Array(pages).fill('rendering'), 'done']);
      expect(seen.filter((p) => p.stage === 'rendering').map((p) => p.page)).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
      expect(seen.at(-1)?.percent).toBe(100);
    }
  }, 150_000);

  it('fails a corrupt, password-protected or too long file at once (no retry) with the founder’s message', async () => {
    const pdf = await pdfFixture(2);
    const work = await mkdtemp(join(tmpdir(), 'bv-qpdf-'));
    await writeFile(join(work, 'plain.pdf'), pdf);
    execFileSync('qpdf', ['--encrypt', 'open-sesame', 'owner-pass', '256', '--', join(work, 'plain.pdf'), join(work, 'locked.pdf')]);
    execFileSync('qpdf', ['--encrypt', '', 'owner-pass', '256', '--print=none', '--', join(work, 'plain.pdf'), join(work, 'restricted.pdf')]);
    // A well-formed zip and package whose document part is cut off: passes the sniffer, and
    // LibreOffice answers "source file could not be loaded".
    const brokenDocx = await JSZip.loadAsync(await docxFixture());
    brokenDocx.file('word/document.xml', '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>');
    const cases: Array<[string, string, Buffer, string, string]> = [
      ['bad-docx', 'memo.docx', await brokenDocx.generateAsync({ type: 'nodebuffer' }), 'corrupt', FAILURE_MESSAGES.corrupt],
      ['bad-pdf', 'report.pdf', pdf.subarray(0, 200), 'corrupt', FAILURE_MESSAGES.corrupt],
      ['bad-png', 'logo.png', pngFixture().subarray(0, 30), 'corrupt', FAILURE_MESSAGES.corrupt],
      ['locked-pdf', 'board-pack.pdf', await readFile(join(work, 'locked.pdf')), 'password-protected', FAILURE_MESSAGES.passwordProtected],
      ['locked-xlsx', 'cap-table.xlsx', encryptedOfficeContainer(), 'password-protected', FAILURE_MESSAGES.passwordProtected],
      ['locked-docx', 'agreement.docx', await passwordProtectedDocx(), 'password-protected', FAILURE_MESSAGES.passwordProtected],
      ['long-pdf', 'data-room.pdf', await pdfFixture(4), 'too-many-pages', FAILURE_MESSAGES.tooManyPages(4, 3)],
      ['renamed', 'memo.pdf', await docxFixture(), 'type-mismatch', FAILURE_MESSAGES.typeMismatch('PDF', 'Word (.docx)')],
    ];
    // An owner password that only restricts printing does not stop anyone reading: converted.
    await upload('restricted-pdf', 'terms.pdf', await readFile(join(work, 'restricted.pdf')));
    for (const [id, name, bytes] of cases) await upload(id, name, bytes);
    for (const [id, , , kind, message] of cases) {
      const job = await settled(queue, id, 60_000);
      expect({ id, state: await job.getState(), attempts: job.attemptsMade, reason: job.failedReason, failure: job.data.failure }).toEqual({
        id,
        state: 'failed',
        attempts: 1,
        reason: message,
        failure: { kind, message },
      });
    }
    const restricted = await settled(queue, 'restricted-pdf', 60_000);
    expect(restricted.returnvalue).toMatchObject({ pages: 2 });
    await rm(work, { recursive: true, force: true });
    // The encrypted DOCX's agile key derivation takes seconds in JavaScript on a busy machine.
  }, 150_000);

  it('kills LibreOffice’s whole process group past the time limit and reports a retryable timed-out failure', async () => {
    const workRoot = join(dir, 'timeout-scratch');
    const failure = await convertDocument(
      { bytes: await docxFixture(), fileName: 'memo.docx' },
      { limits: { officeTimeoutMs: 300 }, workRoot, writeOutput: async () => undefined },
    ).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ConversionFailure);
    expect(failure).toMatchObject({ kind: 'timed-out', permanent: false, message: FAILURE_MESSAGES.timedOut(1) });
    // No soffice / soffice.bin left running with that run's profile.
    const left = execFileSync('ps', ['-eo', 'args']).toString().split('\n').filter((line) => line.includes(workRoot));
    expect(left).toEqual([]);
  });

  it('retries a conversion that hit its time limit, then fails it with the timed-out message', async () => {
    const retryPrefix = `${prefix}-retry`;
    const retryQueue = conversionQueue({ connection, prefix: retryPrefix, attempts: 2, backoffMs: 100 });
    const slow = startConversionWorker({ connection, prefix: retryPrefix, storage, limits: { officeTimeoutMs: 300 } });
    try {
      await storage.writeOutput('uploads/slow/memo.docx', await docxFixture());
      await enqueueConversion(retryQueue, { documentId: 'slow', inputKey: 'uploads/slow/memo.docx', fileName: 'memo.docx', outputPrefix: 'documents/slow' });
      const job = await settled(retryQueue, 'slow', 10_000);
      expect({ state: await job.getState(), attempts: job.attemptsMade, reason: job.failedReason, failure: job.data.failure }).toEqual({
        state: 'failed',
        attempts: 2,
        reason: FAILURE_MESSAGES.timedOut(1),
        failure: undefined,
      });
    } finally {
      await slow.close();
      await retryQueue.obliterate({ force: true });
      await retryQueue.close();
    }
  });

  it('finishes the job of a worker killed mid-conversion in the next worker (stalled-job takeover)', async () => {
    const killPrefix = `${prefix}-kill`;
    const killQueue = conversionQueue({ connection, prefix: killPrefix });
    const children: ChildProcess[] = [];
    const startChild = () =>
      new Promise<ChildProcess>((resolve, reject) => {
        const child = spawn(process.execPath, ['-r', join(ROOT, 'libs/conversion/test/register.js'), join(ROOT, 'libs/conversion/test/worker-child.ts')], {
          env: { ...process.env, CONVERSION_PREFIX: killPrefix, CONVERSION_DIR: dir, CONVERSION_WORK_DIR: join(dir, 'scratch') },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        children.push(child);
        child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
        child.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
      });
    try {
      const first = await startChild();
      await storage.writeOutput('uploads/killed/deck.pptx', await pptxFixture('Killed mid-conversion'));
      await enqueueConversion(killQueue, { documentId: 'killed', inputKey: 'uploads/killed/deck.pptx', fileName: 'deck.pptx', outputPrefix: 'documents/killed' });
      // Kill it while LibreOffice runs (stage "converting").
      for (let i = 0; ; i++) {
        const job = await killQueue.getJob('killed');
        if ((job?.progress as ConversionJobProgress | undefined)?.stage === 'converting') break;
        if (i > 200) throw new Error('the job never started converting');
        await new Promise((r) => setTimeout(r, 50));
      }
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      expect(await (await killQueue.getJob('killed'))!.getState()).toBe('active');

      await startChild();
      const job = await settled(killQueue, 'killed', 90_000);
      expect({ state: await job.getState(), reason: job.failedReason }).toEqual({ state: 'completed', reason: undefined });
      expect(job.returnvalue).toMatchObject({ pages: 2 });
      const manifest = JSON.parse(await readFile(join(dir, job.returnvalue.manifestKey), 'utf8'));
      expect(manifest.pageImages).toHaveLength(2);
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await killQueue.obliterate({ force: true });
      await killQueue.close();
    }
  }, 150_000);
});
