// Renders every deck of the intake corpus (libs/domain/src/pitchprep/writers/corpus) as the
// investor PDF, the presenter PDF and the investor PPTX (through LibreOffice), runs the rendered-page
// checks on each and writes PNG contact sheets to look at. The test suite renders a few of them;
// this is the whole corpus, on demand:
//   node scripts/run-ts.cjs scripts/render-deck-corpus.ts [out-dir] [id…]
// Needs pdftoppm (poppler-utils) and soffice (libreoffice-impress); the sheets are composed in
// node (scripts/contact-sheet.ts), so ImageMagick is not needed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTAKE_CORPUS, writeExitDeck, writePitchDeck, type BrandKit, type DeckCopy } from '@bv/domain';
import { documentTheme, layoutDeck, renderDeckPdf, renderDeckPptx, type DocumentMeta, type DocumentTheme } from '@bv/exports';
import { PRESENTER_PAGE, PRESENTER_SLIDE_AT } from '../libs/exports/src/deck/render-deck-pdf';
import { contactSheet } from './contact-sheet';
import { overlappingWords, pdfWords, pptxToPdf, slideWords, textFrames, wordsOffPage, wordsOutsideFrames } from '../libs/exports/test/deck-checks';

// A few founders' brand kits, so the corpus also exercises the themes (the rest use the neutral one).
const KITS: Record<string, BrandKit> = {
  fnb: { primary: '#7c2d12', accent: '#f59e0b', fontPair: 'classic', logo: null },
  fintech: { primary: '#0b3d91', accent: '#10b981', fontPair: 'clean', logo: null },
  distributor: { primary: '#14532d', accent: '#ca8a04', fontPair: 'formal', logo: null },
  agritech: { primary: '#f5d90a', accent: '#65a30d', fontPair: 'clean', logo: null },
};

async function main(): Promise<void> {
  const [outDir = '.tmp/deck-corpus', ...only] = process.argv.slice(2);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const problems: string[] = [];
  const pptx: Record<string, Buffer> = {};
  const layouts: Record<string, ReturnType<typeof layoutDeck>> = {};
  for (const entry of INTAKE_CORPUS.filter((e) => only.length === 0 || only.includes(e.id))) {
    const deck = entry.intake.track === 'exit' ? writeExitDeck(entry.intake) : writePitchDeck(entry.intake);
    const meta: DocumentMeta = { title: `${entry.intake.company.name} deck`, companyName: entry.intake.company.name || 'Your company', generatedAt: new Date() };
    const theme: DocumentTheme = documentTheme(KITS[entry.id] ?? null);
    for (const copy of ['investor', 'presenter'] as DeckCopy[]) {
      const pdf = await renderDeckPdf(deck, meta, { copy, theme });
      writeFileSync(join(outDir, `${entry.id}-${copy}.pdf`), pdf);
      problems.push(...check(`${entry.id} ${copy} PDF`, pdf, layoutDeck(deck, meta, theme, copy), 3, copy === 'presenter'));
      if (copy === 'investor' && pdfWords(pdf).some((word) => word.text.startsWith('[Add'))) problems.push(`${entry.id}: a prompt in the investor PDF`);
      for (const word of pdfWords(pdf).filter((w) => w.text.endsWith('…'))) problems.push(`${entry.id} ${copy} PDF: text cut short on page ${word.page} ("${word.text}")`);
    }
    pptx[entry.id] = await renderDeckPptx(deck, meta, { theme });
    writeFileSync(join(outDir, `${entry.id}-investor.pptx`), pptx[entry.id]);
    layouts[entry.id] = layoutDeck(deck, meta, theme, 'investor');
  }
  const printed = pptxToPdf(pptx);
  for (const [id, pdf] of Object.entries(printed)) {
    writeFileSync(join(outDir, `${id}-pptx-libreoffice.pdf`), pdf);
    problems.push(...check(`${id} PPTX (LibreOffice)`, pdf, layouts[id], 4));
  }
  for (const file of readdirSync(outDir).filter((name) => name.endsWith('.pdf'))) {
    contactSheet(join(outDir, file), join(outDir, file.replace(/\.pdf$/, '-sheet.png')));
  }
  process.stdout.write(`${Object.keys(pptx).length} decks rendered to ${outDir}\n`);
  if (problems.length > 0) {
    process.stdout.write(`${problems.join('\n')}\n`);
    process.exitCode = 1;
  }
}

/** `presenter`: the slide sits beside its notes (render-deck-pdf); the whole page is checked for overlaps and for text off the page. */
function check(name: string, pdf: Buffer, pages: ReturnType<typeof layoutDeck>, tolerance: number, presenter = false): string[] {
  const all = pdfWords(pdf);
  const words = presenter ? slideWords(all, PRESENTER_SLIDE_AT) : slideWords(all);
  const whole = presenter ? [...overlappingWords(all), ...wordsOffPage(all, PRESENTER_PAGE)] : overlappingWords(words);
  return [...whole, ...wordsOutsideFrames(words, textFrames(pages), tolerance)].map((problem) => `${name}: ${problem}`);
}

void main();
