import { corpusIntake, writeExitDeck, writePitchDeck } from '@bv/domain';
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
  it('sets a lone point as a large statement in the middle of the body, under its label', () => {
    const intake = corpusIntake('thin-exit');
    const pages = layoutDeck(writeExitDeck(intake), meta(intake.company.name), documentTheme(null), 'investor');
    const page = pageWith(pages, 'going concern');
    const statement = texts(page).find((t) => t.text.includes('going concern'))!;
    expect(statement.style.size).toBeGreaterThanOrEqual(24);
    expect(texts(page).some((t) => t.text === 'WHAT THE SELLER WANTS')).toBe(true);
    expect(Math.abs(middleOf(statement.box) - (GRID.bodyY + bodyHeight / 2))).toBeLessThan(1);
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
    const statement = texts(page).find((t) => t.text.includes('S$2.4M'))!;
    expect(statement.text).toBe(intake.traction.revenue);
    expect(statement.style.size).toBeGreaterThanOrEqual(24);
    expect(texts(page).some((t) => t.text === 'REVENUE')).toBe(true);
    expect(texts(page).some((t) => t.text === 'Track record')).toBe(true);
    expect(Math.abs(middleOf(statement.box) - (GRID.bodyY + bodyHeight / 2))).toBeLessThan(1);
  });
});
