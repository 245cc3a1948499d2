import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { convertDocument, DEFAULT_LIMITS } from '@bv/conversion';
import { deck, report } from './conversion/fixtures';
import { numberSetting } from './lib/load';
import { environment, fmt, out, printHeader, printSpreads, spread, table, type Verdict } from './lib/report';
import { runBenchmark } from './lib/run';

const run = promisify(execFile);

type Measured = { seconds: number; pages: number; pageBytes: number; thumbnailBytes: number };

/** The pipeline as the converter runs it (libs/conversion convertDocument), outputs counted in memory. */
async function pipeline(bytes: Buffer, fileName: string): Promise<Measured & { pdf: Buffer }> {
  let pageBytes = 0;
  let thumbnailBytes = 0;
  let pdf: Buffer = Buffer.alloc(0);
  const started = performance.now();
  const result = await convertDocument(
    { bytes, fileName },
    {
      writeOutput: async (name, output) => {
        if (name.startsWith('pages/')) pageBytes += output.length;
        else if (name.startsWith('thumbnails/')) thumbnailBytes += output.length;
        else pdf = output;
      },
    },
  );
  return { seconds: (performance.now() - started) / 1000, pages: result.pages, pageBytes, thumbnailBytes, pdf };
}

/** The floor: one pdftoppm over the whole PDF, the viewer's size and quality, no thumbnails. */
async function pdftoppmAlone(pdf: Buffer): Promise<Measured> {
  const dir = await mkdtemp(join(tmpdir(), 'bv-bench-pdftoppm-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const started = performance.now();
    await run('pdftoppm', ['-jpeg', '-jpegopt', 'quality=85', '-scale-to-x', String(DEFAULT_LIMITS.pageWidthPx), '-scale-to-y', '-1', join(dir, 'in.pdf'), join(dir, 'page')], { maxBuffer: 1 << 20 });
    const seconds = (performance.now() - started) / 1000;
    const images = (await readdir(dir)).filter((f) => f.endsWith('.jpg'));
    const sizes = await Promise.all(images.map(async (f) => (await stat(join(dir, f))).size));
    return { seconds, pages: images.length, pageBytes: sizes.reduce((a, b) => a + b, 0), thumbnailBytes: 0 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const perPage = (m: Measured) => (1000 * m.seconds) / m.pages;

/**
 * Document conversion per page (docs/architecture-notes.md, "Document conversion"): a 50-slide
 * PPTX and a 200-page PDF through the converter's pipeline (sniff, LibreOffice for the deck,
 * pdfinfo, then pdftoppm per page for the 1600 px image and the 240 px thumbnail), against
 * pdftoppm alone rendering the same PDF in one call at the viewer's size. Rounds interleave
 * the two, order alternating.
 */
runBenchmark('conversion', 1500, async () => {
  const rounds = numberSetting('BENCH_ROUNDS', 3);
  const slides = numberSetting('BENCH_SLIDES', 50);
  const pdfPages = numberSetting('BENCH_PDF_PAGES', 200);
  const env = await environment(['pdf-lib', 'pptxgenjs']);
  env.libreoffice = (await run('soffice', ['--version']).then((r) => r.stdout.trim(), () => '?')).replace(/^LibreOffice /, '');
  env.poppler = await run('pdftoppm', ['-v']).then((r) => /version (\S+)/.exec(r.stderr)?.[1] ?? '?', () => '?');
  printHeader('document conversion: time per page and page-image bytes, converter pipeline vs pdftoppm alone on the same PDF', env, [
    `${slides}-slide PPTX (pptxgenjs) and ${pdfPages}-page PDF (pdf-lib); ${rounds} interleaved rounds (order alternates)`,
    `pipeline: libs/conversion convertDocument (LibreOffice for the deck; pdftoppm per page, JPEG q85 ${DEFAULT_LIMITS.pageWidthPx} px + ${DEFAULT_LIMITS.thumbnailWidthPx} px thumbnail)`,
    `baseline: one pdftoppm call over the same PDF (for the deck: the PDF LibreOffice made), JPEG q85 ${DEFAULT_LIMITS.pageWidthPx} px, no thumbnails`,
  ]);
  const files = { pptx: await deck(slides), pdf: await report(pdfPages) };
  out(`fixtures: deck.pptx ${fmt(files.pptx.length / 1024, 0)} KiB, report.pdf ${fmt(files.pdf.length / 1024, 0)} KiB`);

  // Warm-up: LibreOffice's first start in a fresh profile, and the page cache.
  await pipeline(await deck(2), 'warm.pptx');
  await pdftoppmAlone(await report(2));

  const series: Record<string, number[]> = {};
  const push = (name: string, value: number) => (series[name] ??= []).push(value);
  const rows: string[][] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const [kind, bytes] of [['pptx', files.pptx], ['pdf', files.pdf]] as const) {
      let piped: (Measured & { pdf: Buffer }) | undefined;
      let alone: Measured | undefined;
      const steps = [async () => (piped = await pipeline(bytes, `bench.${kind}`)), async () => (alone = await pdftoppmAlone(piped?.pdf ?? bytes))];
      // The baseline needs the deck's PDF, so for the deck the pipeline goes first in every round.
      for (const step of kind === 'pdf' && round % 2 === 0 ? steps.reverse() : steps) await step();
      if (!piped || !alone) throw new Error('a run did not measure');
      if (alone.pages !== piped.pages) throw new Error(`${kind}: pdftoppm made ${alone.pages} pages, the pipeline ${piped.pages}`);
      push(`${kind} time/page ratio`, perPage(piped) / perPage(alone));
      push(`${kind} page-image bytes ratio`, piped.pageBytes / alone.pageBytes);
      push(`${kind} all-image bytes ratio`, (piped.pageBytes + piped.thumbnailBytes) / alone.pageBytes);
      push(`${kind} pipeline ms/page`, perPage(piped));
      push(`${kind} pdftoppm ms/page`, perPage(alone));
      push(`${kind} page KiB (pipeline)`, piped.pageBytes / piped.pages / 1024);
      push(`${kind} thumbnail KiB (pipeline)`, piped.thumbnailBytes / piped.pages / 1024);
      rows.push([
        String(round),
        kind,
        String(piped.pages),
        fmt(perPage(piped), 0),
        fmt(perPage(alone), 0),
        fmt(perPage(piped) / perPage(alone), 2),
        fmt(piped.pageBytes / 1024, 0),
        fmt(piped.thumbnailBytes / 1024, 0),
        fmt(alone.pageBytes / 1024, 0),
      ]);
    }
  }
  table(['round', 'file', 'pages', 'pipeline ms/page', 'pdftoppm ms/page', 'ratio', 'pages KiB', 'thumbs KiB', 'pdftoppm KiB'], rows);
  out();
  printSpreads(Object.entries(series).map(([name, values]) => [name, values, name.includes('ratio') ? 2 : 0]));

  const pdfTime = spread(series['pdf time/page ratio']);
  const pdfBytes = spread(series['pdf page-image bytes ratio']);
  const verdicts: Verdict[] = [
    {
      target: 'pdf: pipeline time per page ≤ 3.0× pdftoppm alone (it renders each page twice, one process per render, so progress moves per page)',
      met: pdfTime.median <= 3,
      detail: `median ${fmt(pdfTime.median, 2)}× (min ${fmt(pdfTime.min, 2)}×, max ${fmt(pdfTime.max, 2)}×)`,
    },
    {
      target: 'pdf: page-image bytes ≤ 1.05× pdftoppm alone (same size and quality)',
      met: pdfBytes.median <= 1.05,
      detail: `median ${fmt(pdfBytes.median, 3)}×; with thumbnails ${fmt(spread(series['pdf all-image bytes ratio']).median, 3)}×`,
    },
    {
      target: 'pptx: reported (LibreOffice\'s conversion is most of it)',
      met: null,
      detail: `time/page median ${fmt(spread(series['pptx time/page ratio']).median, 2)}× pdftoppm alone on LibreOffice's PDF; ${fmt(spread(series['pptx pipeline ms/page']).median, 0)} ms/page`,
    },
  ];
  return {
    title: 'document conversion per page vs pdftoppm alone',
    environment: env,
    settings: [`rounds ${rounds}`, `slides ${slides}`, `pdf pages ${pdfPages}`],
    ratios: Object.fromEntries(Object.entries(series).filter(([name]) => name.includes('ratio'))),
    series: Object.fromEntries(Object.entries(series).filter(([name]) => !name.includes('ratio'))),
    verdicts,
    notes: ['the baseline renders no thumbnails and runs one process for all pages; the pipeline runs pdftoppm twice per page'],
  };
});
