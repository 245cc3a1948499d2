import { corpusIntake, investorDeck, writeExitDeck, writePitchDeck } from '@bv/domain';
import { documentTheme } from '../../theme/document-theme';
import { GRID, bodyHeight } from './compose';
import { layoutDeck } from './deck-pages';
import type { SlideElement, SlidePage } from './elements';

// A thin intake gives a slide one or two facts; the layouts set them large in the middle of the
// slide instead of a line at the top of an empty page (docs/product-rules.md, "Deck layouts").

const meta = (name: string) => ({ title: `${name} deck`, companyName: name, generatedAt: new Date('2026-03-02T02:00:00Z') });
const texts = (page: SlidePage) => page.elements.filter((e): e is Extract<SlideElement, { kind: 'text' }> => e.kind === 'text');
const pageWith = (pages: SlidePage[], words: string) => pages.find((page) => texts(page).some((t) => t.text.includes(words)))!;
const middleOf = (box: { y: number; h: number }) => box.y + box.h / 2;

describe('deck layouts for a thin intake', () => {
  it('closes an exit deck whose transaction says only what the seller wants with that sentence large on the main colour, under its label', () => {
    const intake = corpusIntake('thin-exit');
    const theme = documentTheme(null);
    const pages = layoutDeck(writeExitDeck(intake), meta(intake.company.name), theme, 'investor');
    const page = pageWith(pages, 'going concern');
    expect(page).toBe(pages.at(-1));
    const statement = texts(page).find((t) => t.text.includes('going concern'))!;
    expect(statement.style.size).toBeGreaterThanOrEqual(32);
    expect(statement.style.colour).toBe(theme.palette.onPrimary);
    expect(texts(page).some((t) => t.text === 'WHAT THE SELLER WANTS')).toBe(true);
    expect(Math.abs(middleOf(statement.box) - 7.5 / 2)).toBeLessThan(1);
    // The title is the kicker's topic: said once.
    expect(texts(page).filter((t) => /transaction/i.test(t.text))).toHaveLength(1);
  });

  it('keeps the transaction layout for a transaction with a valuation', () => {
    const intake = corpusIntake('distributor');
    const pages = layoutDeck(writeExitDeck(intake), meta(intake.company.name), documentTheme(null), 'investor');
    const page = pageWith(pages, 'VALUATION');
    expect(texts(page).some((t) => t.text === 'WHAT THE SELLER WANTS')).toBe(true);
    expect(page).not.toBe(pages.at(-1));
  });

  it('gives a sole founder a wide card in the middle, the name large, and a problem and a solution of one line each without bullets', () => {
    const intake = corpusIntake('thin-idea');
    const pages = layoutDeck(writePitchDeck(intake), meta(intake.company.name), documentTheme(null), 'investor');
    const team = pageWith(pages, 'Led by');
    const card = team.elements.find((e) => e.kind === 'rect' && e.box.y > GRID.bodyY - 0.01)!;
    expect(card.box.w).toBeGreaterThan(8);
    expect(Math.abs(middleOf(card.box) - (GRID.bodyY + bodyHeight / 2))).toBeLessThan(0.05);
    const name = texts(team).find((t) => t.text === intake.team[0].name)!;
    expect(name.style.size).toBeGreaterThanOrEqual(28);

    const problem = pageWith(pages, 'THE PROBLEM');
    const markers = problem.elements.filter((e) => e.kind === 'rect' && e.box.y > GRID.bodyY && e.box.w < 0.2 && e.box.h < 0.2);
    expect(markers).toEqual([]);
  });
});

describe('a thin exit intake’s only figure', () => {
  // The revenue once went with its slide: the title said it, the tile was dropped as an echo, and
  // the prompts beside it are left out of the investor copy.
  it('stays in the investor copy as a statement under its label, the title the slide’s topic', () => {
    const intake = corpusIntake('thin-exit');
    const pages = layoutDeck(writeExitDeck(intake), meta(intake.company.name), documentTheme(null), 'investor');
    const page = pageWith(pages, 'S$2.4M');
    // The founder's sentence whole (its figure is also set large beside it: "a lone figure" below).
    const statement = texts(page).find((t) => t.text === intake.traction.revenue)!;
    expect(statement).toBeDefined();
    expect(statement.style.size).toBeGreaterThanOrEqual(24);
    expect(texts(page).some((t) => t.text === 'REVENUE')).toBe(true);
    expect(texts(page).some((t) => t.text === 'Track record')).toBe(true);
    expect(Math.abs(middleOf(statement.box) - (GRID.bodyY + bodyHeight / 2))).toBeLessThan(1);
  });
});

describe('the closing ask', () => {
  it('closes a deck whose ask has only its amount and round as a bookend to the cover, one page for the slide', () => {
    const intake = corpusIntake('thin-numbers');
    const deck = writePitchDeck(intake);
    const theme = documentTheme(null);
    const pages = layoutDeck(deck, meta(intake.company.name), theme, 'investor');
    expect(pages).toHaveLength(investorDeck(deck).slides.length);
    const closing = pages.at(-1)!;
    const amount = texts(closing).find((t) => t.text === 'S$800,000')!;
    expect(amount.style.size).toBeGreaterThanOrEqual(72);
    expect(texts(closing).some((t) => t.text === 'Pre-seed')).toBe(true);
    // The title only says the amount and the round, which the page already sets large.
    expect(texts(closing).some((t) => t.text.startsWith('Raising S$800,000'))).toBe(false);
    expect(closing.elements.some((e) => e.kind === 'rect' && e.box.x === 0 && e.box.h === 7.5 && e.fill === theme.palette.primary)).toBe(true);
    expect(texts(closing).some((t) => t.text === 'CL' || t.text === 'C')).toBe(true);
  });

  it('keeps a title that says more than the figures, and leaves an ask with its use of funds in its own layout', () => {
    const intake = corpusIntake('thin-numbers');
    const deck = writePitchDeck(intake);
    const edited = { slides: deck.slides.map((slide) => (slide.kind === 'ask' ? { ...slide, title: 'Raising S$800,000 to reach S$50K MRR' } : slide)) };
    const closing = layoutDeck(edited, meta(intake.company.name), documentTheme(null), 'investor').at(-1)!;
    expect(texts(closing).some((t) => t.text === 'Raising S$800,000 to reach S$50K MRR')).toBe(true);

    const rich = corpusIntake('saas');
    const ask = layoutDeck(writePitchDeck(rich), meta(rich.company.name), documentTheme(null), 'investor').at(-1)!;
    expect(ask.elements.some((e) => e.kind === 'doughnut')).toBe(true);
  });
});

describe('a problem and a solution of a sentence each', () => {
  it('sets both in the heading face, large, with an arrow between the cards and no kicker repeating the title', () => {
    const intake = corpusIntake('thin-idea');
    const pages = layoutDeck(writePitchDeck(intake), meta(intake.company.name), documentTheme(null), 'investor');
    const page = pageWith(pages, 'THE PROBLEM');
    for (const words of [intake.problem, intake.solution]) {
      const statement = texts(page).find((t) => t.text === words)!;
      expect(statement.style).toMatchObject({ font: 'heading', bold: true });
      expect(statement.style.size).toBeGreaterThanOrEqual(30);
    }
    const arrow = page.elements.find((e) => e.kind === 'arrow')!;
    const cards = page.elements.filter((e) => e.kind === 'rect' && e.box.h > 3);
    expect(cards).toHaveLength(2);
    expect(arrow.box.x).toBeGreaterThan(cards[0].box.x + cards[0].box.w - 0.3);
    expect(arrow.box.x + arrow.box.w).toBeLessThan(cards[1].box.x + 0.3);
    expect(texts(page).some((t) => t.text === 'THE PROBLEM & OUR SOLUTION')).toBe(false);
  });
});

describe('a lone figure', () => {
  it('is set large on the main colour beside the founder’s whole sentence', () => {
    const intake = corpusIntake('thin-exit');
    const pages = layoutDeck(writeExitDeck(intake), meta(intake.company.name), documentTheme(null), 'investor');
    const page = pageWith(pages, 'S$2.4M');
    const figure = texts(page).find((t) => t.text === 'S$2.4M')!;
    expect(figure.style.size).toBeGreaterThanOrEqual(60);
    expect(texts(page).some((t) => t.text === intake.traction.revenue)).toBe(true);
  });
});
