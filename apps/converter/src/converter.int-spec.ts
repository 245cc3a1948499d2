// The converter as it runs in production: service-kit's bootstrap with no broker, the S3 driver
// through the real SDK against the local S3-compatible server (a bucket per run), real Redis,
// LibreOffice and poppler.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import { conversionQueue, enqueueConversion, type ConversionJobProgress } from '@bv/conversion';
import { bootstrapService, type RunningService } from '@bv/service-kit';
import { S3ObjectStore } from '@bv/storage';
import { testRedisUrl, testS3Credentials, testS3Endpoint, waitFor } from '@bv/testing';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import { converterService } from './service';

// Generous: LibreOffice takes seconds to start on an idle machine and tens of seconds on a busy one.
jest.setTimeout(240_000);

const run = randomBytes(4).toString('hex');
const bucket = `bv-test-converter-${run}`;
const prefix = `bvconv${run}`;
const store = new S3ObjectStore({ bucket, region: 'us-east-1', endpoint: testS3Endpoint, forcePathStyle: true, credentials: testS3Credentials });
const redis = new Redis(testRedisUrl, { maxRetriesPerRequest: null });
/** The side that queues: the sharing service in production. */
const queue = conversionQueue({ connection: redis, prefix });
let workRoot: string;

/** The converter's environment; AMQP_URL points nowhere: the converter must not need a broker. */
const env = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  HTTP_PORT: '0',
  AMQP_URL: 'amqp://127.0.0.1:1',
  REDIS_URL: testRedisUrl,
  REDIS_PREFIX: prefix,
  OBJECT_STORE: 's3',
  S3_ENDPOINT: testS3Endpoint,
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: testS3Credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: testS3Credentials.secretAccessKey,
  CONVERSION_WORK_DIR: workRoot,
  ...extra,
});

async function pdfFixture(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`Page ${i}`, { x: 50, y: 780, size: 24, font });
  return Buffer.from(await doc.save());
}

const docxFixture = (text: string) => Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(text)] }] }));

async function pptxFixture(title: string): Promise<Buffer> {
  const deck = new PptxGenJS();
  for (const text of [title, 'Team']) deck.addSlide().addText(text, { x: 1, y: 1, w: 6, h: 1 });
  return Buffer.from((await deck.write({ outputType: 'nodebuffer' })) as ArrayBuffer);
}

async function readAll(body: Readable): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const chunk of body) out.push(chunk as Buffer);
  return Buffer.concat(out);
}

async function upload(documentId: string, fileName: string, bytes: Buffer): Promise<void> {
  const inputKey = `uploads/${documentId}/${fileName}`;
  await store.put(inputKey, bytes);
  await enqueueConversion(queue, { documentId, inputKey, fileName, outputPrefix: `documents/${documentId}` });
}

const jobState = async (id: string) => {
  const job = await queue.getJob(id);
  return { state: job ? await job.getState() : 'missing', attemptsMade: job?.attemptsMade, progress: job?.progress as ConversionJobProgress | undefined };
};

/** soffice, pdfinfo or pdftoppm processes still running on this run's scratch directory. */
const toolsLeft = () => execFileSync('ps', ['-eo', 'args']).toString().split('\n').filter((line) => line.includes(workRoot));

beforeAll(async () => {
  workRoot = await mkdtemp(join(tmpdir(), 'bv-converter-it-'));
  await store.client.send(new CreateBucketCommand({ Bucket: bucket }));
});

afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  await redis.quit();
  for (const object of await store.list('')) await store.delete(object.key);
  await store.client.send(new DeleteBucketCommand({ Bucket: bucket }));
  store.client.destroy();
  await rm(workRoot, { recursive: true, force: true });
});

describe('apps/converter', () => {
  it('starts without a broker, converts a PDF from the object store, counts its queue and the job in /metrics, and stops', async () => {
    const converter = await bootstrapService(converterService, env(), { handleSignals: false });
    try {
      const ready = await fetch(`${converter.internalUrl}/health/ready`);
      expect({ status: ready.status, body: await ready.json() }).toEqual({ status: 200, body: { status: 'ok', checks: { redis: 'up' } } });

      await upload('pdf-1', 'terms.pdf', await pdfFixture(2));
      const done = await waitFor(() => jobState('pdf-1'), (s) => s.state === 'completed' || s.state === 'failed', 90_000, 'the PDF converted');
      expect(done.state).toBe('completed');

      const manifest = JSON.parse((await readAll((await store.get('documents/pdf-1/manifest.json')).body)).toString());
      expect(manifest).toMatchObject({ documentId: 'pdf-1', type: 'pdf', pages: 2 });
      const keys = (await store.list('documents/pdf-1/')).map((o) => o.key).sort();
      expect(keys).toEqual([
        'documents/pdf-1/document.pdf',
        'documents/pdf-1/manifest.json',
        'documents/pdf-1/pages/0001.jpg',
        'documents/pdf-1/pages/0002.jpg',
        'documents/pdf-1/thumbnails/0001.jpg',
        'documents/pdf-1/thumbnails/0002.jpg',
      ]);
      expect((await store.head('documents/pdf-1/pages/0001.jpg'))?.contentType).toBe('image/jpeg');

      const metrics = await (await fetch(`${converter.internalUrl}/metrics`)).text();
      expect(metrics).toMatch(/bv_job_queue_jobs\{queue="document-conversion",state="waiting",app="converter"\} 0/);
      expect(metrics).toMatch(/bv_jobs_processed_total\{queue="document-conversion",outcome="completed",app="converter"\} 1/);
    } finally {
      await converter.stop();
    }
    await expect(fetch(`${converter.internalUrl}/health/live`)).rejects.toThrow();
  });

  it('lets the running conversion finish when it stops within its grace', async () => {
    const converter = await bootstrapService(converterService, env(), { handleSignals: false });
    await upload('docx-1', 'memo.docx', await docxFixture('Finished on the way out'));
    await waitFor(() => jobState('docx-1'), (s) => s.progress?.stage === 'converting', 60_000, 'LibreOffice running');
    await converter.stop();
    expect(await jobState('docx-1')).toMatchObject({ state: 'completed' });
    expect((await store.head('documents/docx-1/manifest.json'))?.size).toBeGreaterThan(0);
  });

  it('returns a conversion still running at the end of its grace to the queue (no attempt spent), and the next converter finishes it', async () => {
    let first: RunningService | undefined = await bootstrapService(converterService, env({ CONVERSION_SHUTDOWN_GRACE_MS: '0' }), { handleSignals: false });
    let second: RunningService | undefined;
    try {
      await upload('pptx-1', 'deck.pptx', await pptxFixture('Handed back'));
      await waitFor(() => jobState('pptx-1'), (s) => s.progress?.stage === 'converting', 60_000, 'LibreOffice running');
      await first.stop();
      first = undefined;
      expect(await jobState('pptx-1')).toMatchObject({ state: 'waiting', attemptsMade: 0 });
      expect(toolsLeft()).toEqual([]);

      second = await bootstrapService(converterService, env(), { handleSignals: false });
      const done = await waitFor(() => jobState('pptx-1'), (s) => s.state === 'completed' || s.state === 'failed', 90_000, 'the deck converted by the next converter');
      expect(done).toMatchObject({ state: 'completed', attemptsMade: 1 });
      const manifest = JSON.parse((await readAll((await store.get('documents/pptx-1/manifest.json')).body)).toString());
      expect(manifest.pageImages).toHaveLength(2);
    } finally {
      await first?.stop();
      await second?.stop();
    }
  });

  it('refuses to start with an incomplete object store configuration, naming the variable', async () => {
    await expect(bootstrapService(converterService, env({ S3_BUCKET: '' }), { handleSignals: false })).rejects.toThrow(/S3_BUCKET: is required with OBJECT_STORE=s3/);
  });
});
