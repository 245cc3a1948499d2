import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { ConversionFailure, FAILURE_MESSAGES } from './failures';
import { jpegSize } from './jpeg-size';
import { DEFAULT_LIMITS, type ConversionLimits } from './limits';
import { sniffDocument, type DocumentType } from './sniff';
import { runTool, ToolTimeout } from './tools';

export type ConversionStage = 'checking' | 'converting' | 'inspecting' | 'rendering' | 'done';
export type ConversionProgress = { stage: ConversionStage; percent: number; page?: number; pages?: number };

/** `width`/`height`: the page image's pixels, so a viewer can keep the page's place before it arrives. */
export type ConvertedPage = { page: number; image: string; thumbnail: string; width: number; height: number };
export type ConversionResult = { type: DocumentType; pages: number; pdf: string; pageImages: ConvertedPage[] };

export type ConvertOptions = {
  limits?: Partial<ConversionLimits>;
  onProgress?: (progress: ConversionProgress) => void | Promise<void>;
  /** Receives each output (the PDF, then page images and thumbnails) as it is made. */
  writeOutput: (name: string, bytes: Buffer) => Promise<void>;
  /** Aborting kills the running tool (the job's own time limit). */
  signal?: AbortSignal;
  /** Where each run's scratch directory (input copy, LibreOffice profile, renders) is made; the OS temp directory by default. */
  workRoot?: string;
};

const OFFICE_TYPES: ReadonlySet<DocumentType> = new Set(['docx', 'xlsx', 'pptx']);

function toolFailed(err: unknown, timeoutMs: number): never {
  if (err instanceof ToolTimeout) throw new ConversionFailure('timed-out', FAILURE_MESSAGES.timedOut(Math.ceil(timeoutMs / 1000)), err.message);
  if (err instanceof ConversionFailure) throw err;
  throw new ConversionFailure('converter-failed', FAILURE_MESSAGES.converterFailed, err instanceof Error ? err.message : String(err));
}

/**
 * LibreOffice headless, one private profile per run (-env:UserInstallation): two soffice runs
 * sharing a profile block each other or exit at once. A file it cannot load (damaged, or
 * encrypted in a way the sniffer missed) makes it print "source file could not be loaded" and
 * write nothing.
 */
async function officeToPdf(work: string, input: string, limits: ConversionLimits, signal?: AbortSignal): Promise<string> {
  const profile = join(work, 'profile');
  const outDir = join(work, 'out');
  let result;
  try {
    result = await runTool(
      'soffice',
      [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--norestore', '--nolockcheck', '--nodefault', '--convert-to', 'pdf', '--outdir', outDir, input],
      { timeoutMs: limits.officeTimeoutMs, signal, env: { ...process.env, HOME: work } },
    );
  } catch (err) {
    toolFailed(err, limits.officeTimeoutMs);
  }
  const produced = await readdir(outDir).catch(() => [] as string[]);
  const pdf = produced.find((name) => name.endsWith('.pdf'));
  if (pdf) return join(outDir, pdf);
  const said = `${result.stdout}\n${result.stderr}`;
  if (/could not be loaded|general input\/output error/i.test(said)) throw new ConversionFailure('corrupt', FAILURE_MESSAGES.corrupt, said.trim());
  throw new ConversionFailure('converter-failed', FAILURE_MESSAGES.converterFailed, said.trim() || `soffice exited with ${result.code}`);
}

/** A PNG or JPG as a one-page PDF the size of the image (one pixel a point). */
async function imageToPdf(bytes: Buffer, type: 'png' | 'jpg'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  let image;
  try {
    image = type === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch (err) {
    throw new ConversionFailure('corrupt', FAILURE_MESSAGES.corrupt, err instanceof Error ? err.message : String(err));
  }
  const page = doc.addPage([image.width, image.height]);
  page.drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
  return Buffer.from(await doc.save());
}

/** pdfinfo's page count; a PDF that needs a user password or will not parse is refused here. */
export async function pdfPageCount(path: string, limits: ConversionLimits, signal?: AbortSignal): Promise<number> {
  let result;
  try {
    result = await runTool('pdfinfo', [path], { timeoutMs: limits.renderTimeoutMs, signal });
  } catch (err) {
    toolFailed(err, limits.renderTimeoutMs);
  }
  const said = `${result.stdout}\n${result.stderr}`;
  if (result.code !== 0) {
    if (/incorrect password/i.test(said)) throw new ConversionFailure('password-protected', FAILURE_MESSAGES.passwordProtected, said.trim());
    throw new ConversionFailure('corrupt', FAILURE_MESSAGES.corrupt, said.trim());
  }
  const pages = /^Pages:\s+(\d+)/m.exec(result.stdout);
  if (!pages || Number(pages[1]) < 1) throw new ConversionFailure('corrupt', FAILURE_MESSAGES.corrupt, said.trim());
  return Number(pages[1]);
}

async function renderPage(pdf: string, page: number, width: number, prefix: string, limits: ConversionLimits, signal?: AbortSignal): Promise<Buffer> {
  let result;
  try {
    result = await runTool(
      'pdftoppm',
      ['-f', String(page), '-l', String(page), '-singlefile', '-jpeg', '-jpegopt', 'quality=85', '-scale-to-x', String(width), '-scale-to-y', '-1', pdf, prefix],
      { timeoutMs: limits.renderTimeoutMs, signal },
    );
  } catch (err) {
    toolFailed(err, limits.renderTimeoutMs);
  }
  if (result.code !== 0) throw new ConversionFailure('corrupt', FAILURE_MESSAGES.corrupt, result.stderr.trim());
  return readFile(`${prefix}.jpg`);
}

const pad = (page: number) => String(page).padStart(4, '0');

/**
 * Checks an upload by content, turns it into a PDF (LibreOffice for Office files, pdf-lib for
 * images), refuses more pages than the limit, and renders each page for the viewer (JPEG,
 * `pageWidthPx` wide) with a thumbnail. Outputs: `document.pdf`, `pages/0001.jpg`,
 * `thumbnails/0001.jpg`, … Failures are ConversionFailures (docs/architecture-notes.md,
 * "Document conversion").
 */
export async function convertDocument(input: { bytes: Buffer; fileName?: string }, options: ConvertOptions): Promise<ConversionResult> {
  const limits: ConversionLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const progress = async (value: ConversionProgress) => options.onProgress?.(value);
  await progress({ stage: 'checking', percent: 0 });
  const sniffed = await sniffDocument(input.bytes, input.fileName);
  if (options.workRoot) await mkdir(options.workRoot, { recursive: true });
  const work = await mkdtemp(join(options.workRoot ?? tmpdir(), 'bv-convert-'));
  try {
    await progress({ stage: 'converting', percent: 5 });
    let pdfPath: string;
    if (OFFICE_TYPES.has(sniffed.type)) {
      const source = join(work, `input.${sniffed.type}`);
      await writeFile(source, input.bytes);
      pdfPath = await officeToPdf(work, source, limits, options.signal);
    } else {
      pdfPath = join(work, 'document.pdf');
      await writeFile(pdfPath, sniffed.type === 'pdf' ? input.bytes : await imageToPdf(input.bytes, sniffed.type as 'png' | 'jpg'));
    }
    await progress({ stage: 'inspecting', percent: 40 });
    const pages = await pdfPageCount(pdfPath, limits, options.signal);
    if (pages > limits.maxPages) throw new ConversionFailure('too-many-pages', FAILURE_MESSAGES.tooManyPages(pages, limits.maxPages));
    await options.writeOutput('document.pdf', await readFile(pdfPath));

    const pageImages: ConvertedPage[] = [];
    for (let page = 1; page <= pages; page++) {
      await progress({ stage: 'rendering', percent: 45 + Math.floor((55 * (page - 1)) / pages), page, pages });
      const image = await renderPage(pdfPath, page, limits.pageWidthPx, join(work, `page-${page}`), limits, options.signal);
      const thumbnail = await renderPage(pdfPath, page, limits.thumbnailWidthPx, join(work, `thumb-${page}`), limits, options.signal);
      const size = jpegSize(image);
      if (!size) throw new ConversionFailure('converter-failed', FAILURE_MESSAGES.converterFailed, `page ${page} was not rendered as a JPEG`);
      const entry = { page, image: `pages/${pad(page)}.jpg`, thumbnail: `thumbnails/${pad(page)}.jpg`, ...size };
      await options.writeOutput(entry.image, image);
      await options.writeOutput(entry.thumbnail, thumbnail);
      pageImages.push(entry);
    }
    await progress({ stage: 'done', percent: 100, pages });
    return { type: sniffed.type, pages, pdf: 'document.pdf', pageImages };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
