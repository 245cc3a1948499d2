import { corpusIntake, INTAKE_CORPUS, writeExitDeck, writePitchDeck, type DeckContent, type PitchIntake } from '@bv/domain';
import { overlappingWords, pdfWords, pptxToPdf, textFrames, wordsOutsideFrames } from '../../test/deck-checks';
import type { DocumentMeta } from '../document-meta';
import { documentTheme } from '../theme/document-theme';
import { layoutDeck } from './layout/deck-pages';
import { renderDeckPdf } from './render-deck-pdf';
import { renderDeckPptx } from './render-deck-pptx';

// Rendered-page checks over a few corpus intakes (the whole corpus: scripts/render-deck-corpus.ts):
// no two words printed over each other and no text outside the box the layout gave it, in the
// PDF and in the PPTX as LibreOffice draws it.

const deckOf = (intake: PitchIntake): DeckContent => (intake.track === 'exit' ? writeExitDeck(intake) : writePitchDeck(intake));
const metaOf = (intake: PitchIntake): DocumentMeta => ({ title: `${intake.company.name} deck`, companyName: intake.company.name || 'Your company', generatedAt: new Date('2026-03-02T02:00:00Z') });
const classic = documentTheme({ primary: '#0b3d91', accent: '#f2a900', fontPair: 'classic', logo: null });

const CASES = [
  { id: 'saas', theme: undefined },
  { id: 'logistics', theme: classic },
  { id: 'thin-idea', theme: undefined },
] as const;

describe.each(CASES)('the $id deck, rendered', ({ id, theme }) => {
  const intake = corpusIntake(id);
  const deck = deckOf(intake);
  const meta = metaOf(intake);

  it.each(['investor', 'presenter'] as const)('prints no text over other text and none outside its frame in the %s PDF', async (copy) => {
    const pdf = await renderDeckPdf(deck, meta, { copy, theme });
    const words = pdfWords(pdf);
    expect(words.length).toBeGreaterThan(50);
    const slideWords = words.filter((word) => word.y1 <= 540);
    expect(overlappingWords(slideWords)).toEqual([]);
    expect(wordsOutsideFrames(slideWords, textFrames(layoutDeck(deck, meta, theme ?? documentTheme(null), copy)))).toEqual([]);
  }, 30_000);

  it('leaves every prompt out of the investor PDF and keeps them in the presenter PDF', async () => {
    const investor = pdfWords(await renderDeckPdf(deck, meta, { theme })).map((word) => word.text).join(' ');
    const presenter = pdfWords(await renderDeckPdf(deck, meta, { copy: 'presenter', theme })).map((word) => word.text).join(' ');
    expect(investor).not.toContain('[Add:');
    if (id === 'thin-idea') expect(presenter).toContain('[Add:');
  }, 30_000);
});

describe('the PPTX as LibreOffice draws it', () => {
  it('matches the layout: no overlaps, no text outside its frame, the same pages as the PDF', async () => {
    const intakes = { saas: corpusIntake('saas'), logistics: corpusIntake('logistics') };
    const files = {
      saas: await renderDeckPptx(deckOf(intakes.saas), metaOf(intakes.saas)),
      logistics: await renderDeckPptx(deckOf(intakes.logistics), metaOf(intakes.logistics), { theme: classic }),
    };
    const printed = pptxToPdf(files);
    for (const [name, pdf] of Object.entries(printed)) {
      const intake = intakes[name as keyof typeof intakes];
      const pages = layoutDeck(deckOf(intake), metaOf(intake), name === 'logistics' ? classic : documentTheme(null), 'investor');
      const words = pdfWords(pdf);
      expect(Math.max(...words.map((word) => word.page))).toBe(pages.length);
      expect(overlappingWords(words)).toEqual([]);
      expect(wordsOutsideFrames(words, textFrames(pages), 4)).toEqual([]);
    }
  }, 180_000);
});

describe('every deck of the corpus, laid out', () => {
  // Text is shortened with "…" only when it cannot fit at its smallest size: a founder's fact cut
  // short is a defect (a tile alone on the last row of a grid takes the row, the wordiest one).
  it.each(INTAKE_CORPUS.map((entry) => [entry.id, entry.intake] as const))('cuts no text short in the %s deck, in either copy', (_, intake) => {
    for (const copy of ['investor', 'presenter'] as const) {
      const cut = layoutDeck(deckOf(intake), metaOf(intake), documentTheme(null), copy).flatMap((page, index) =>
        page.elements.flatMap((element) => (element.kind === 'text' && element.text.endsWith('…') ? [`slide ${index + 1}: ${element.text}`] : [])),
      );
      expect(cut).toEqual([]);
    }
  });
});

describe('tile grids', () => {
  it.each(['saas', 'agritech', 'clinic'])('fill their rows in the %s deck: a tile alone on the last row spans it', (id) => {
    const intake = corpusIntake(id);
    const theme = documentTheme(null);
    for (const page of layoutDeck(deckOf(intake), metaOf(intake), theme, 'investor')) {
      const tiles = page.elements.flatMap((element) => (element.kind === 'rect' && element.fill === theme.palette.panel ? [element.box] : []));
      const rowsOf = new Map<number, typeof tiles>();
      for (const box of tiles) rowsOf.set(Math.round(box.y * 100), [...(rowsOf.get(Math.round(box.y * 100)) ?? []), box]);
      const grid = [...rowsOf.values()].filter((row) => row.length >= 2);
      if (grid.length === 0) continue;
      const [x0, x1] = [Math.min(...grid.flat().map((box) => box.x)), Math.max(...grid.flat().map((box) => box.x + box.w))];
      // Every row of the grid's columns reaches both of its edges.
      for (const row of [...rowsOf.values()].filter((r) => r.every((box) => box.x >= x0 - 0.01 && box.x + box.w <= x1 + 0.01))) {
        expect([Math.min(...row.map((box) => box.x)), Math.max(...row.map((box) => box.x + box.w))].map((edge) => edge.toFixed(2))).toEqual([x0, x1].map((edge) => edge.toFixed(2)));
      }
    }
  });
});
