import { corpusIntake, INTAKE_CORPUS, writeExitDeck, writePitchDeck, type DeckContent, type PitchIntake } from '@bv/domain';
import { overlappingWords, pdfWords, pptxToPdf, slideWords, textFrames, wordsOffPage, wordsOutsideFrames } from '../../test/deck-checks';
import type { DocumentMeta } from '../document-meta';
import { documentTheme } from '../theme/document-theme';
import { layoutDeck } from './layout/deck-pages';
import { PRESENTER_NOTES, PRESENTER_PAGE, PRESENTER_SLIDE_AT, renderDeckPdf } from './render-deck-pdf';
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
    const onSlides = copy === 'presenter' ? slideWords(words, PRESENTER_SLIDE_AT) : slideWords(words);
    expect(onSlides.length).toBeGreaterThan(50);
    // The whole page: on the presenter copy the header, the next-slide cue and the notes too.
    expect(overlappingWords(copy === 'presenter' ? words : onSlides)).toEqual([]);
    expect(wordsOutsideFrames(onSlides, textFrames(layoutDeck(deck, meta, theme ?? documentTheme(null), copy)))).toEqual([]);
    if (copy === 'presenter') expect(wordsOffPage(words, PRESENTER_PAGE)).toEqual([]);
  }, 30_000);

  it('prints the presenter notes beside the slide at 11 pt or more, with the slide number and the next slide', async () => {
    const words = pdfWords(await renderDeckPdf(deck, meta, { copy: 'presenter', theme }));
    const notes = words.filter((word) => word.x0 > PRESENTER_NOTES.x && word.y0 > PRESENTER_NOTES.top);
    expect(notes.length).toBeGreaterThan(20);
    // pdftotext's box is the font's ascent to descent: about 1.2 times the size for these fonts.
    expect(Math.min(...notes.map((word) => word.y1 - word.y0))).toBeGreaterThanOrEqual(11 * 1.1);
    const pages = layoutDeck(deck, meta, theme ?? documentTheme(null), 'presenter');
    const header = (page: number) => words.filter((word) => word.page === page && word.y1 < PRESENTER_SLIDE_AT.y).map((word) => word.text).join(' ');
    expect(header(1)).toContain(`1 / ${pages.length}`);
    const second = words.filter((word) => word.page === 1 && word.x0 > PRESENTER_NOTES.thumbnailRight && word.y0 < PRESENTER_NOTES.top).map((word) => word.text).join(' ');
    expect(second).toContain(`NEXT: SLIDE 2 ${pages[1].title.split(' ').slice(0, 2).join(' ')}`);
    // The next slide drawn small beside its title: its words are on the page twice.
    const thumbnail = words.filter((word) => word.page === 1 && word.x0 > PRESENTER_NOTES.x && word.x1 < PRESENTER_NOTES.thumbnailRight && word.y0 < PRESENTER_NOTES.top);
    expect(thumbnail.length).toBeGreaterThan(3);
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
