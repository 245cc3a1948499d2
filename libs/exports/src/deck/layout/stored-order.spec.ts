import { corpusIntake, writePitchDeck, type DeckContent } from '@bv/domain';
import { documentTheme } from '../../theme/document-theme';
import { layoutDeck } from './deck-pages';
import type { SlideElement, SlidePage } from './elements';

// A deck read back from the database has each slide's labels reordered (jsonb keeps keys shortest
// first): the files lay it out as the writers ordered it all the same.

const texts = (page: SlidePage) => page.elements.filter((e): e is Extract<SlideElement, { kind: 'text' }> => e.kind === 'text').map((t) => t.text);
/** Keys reordered as PostgreSQL's jsonb returns them: by length, then bytewise. */
const asStored = (deck: DeckContent): DeckContent => ({
  slides: deck.slides.map((slide) =>
    typeof slide.content === 'string' ? slide : { ...slide, content: Object.fromEntries(Object.entries(slide.content).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1))) },
  ),
});

describe('a deck as stored', () => {
  it('lays out every page as the deck the writers wrote', () => {
    const intake = corpusIntake('saas');
    const written = writePitchDeck(intake);
    const meta = { title: 'Deck', companyName: intake.company.name, generatedAt: new Date('2026-03-02T02:00:00Z') };
    const theme = documentTheme(null);
    const fresh = layoutDeck(written, meta, theme, 'investor').map(texts);
    const stored = layoutDeck(asStored(written), meta, theme, 'investor').map(texts);
    // The same words on every page; labels the writers name keep their order (a founder's own metric
    // names, "Logo churn", can only keep the order they come back in).
    expect(stored.map((page) => [...page].sort())).toEqual(fresh.map((page) => [...page].sort()));
    const model = stored.find((page) => page.includes('HOW WE MAKE MONEY'))!;
    expect(['HOW WE MAKE MONEY', 'PRICE', 'GROSS MARGIN', 'CAC', 'LTV', 'PAYBACK'].map((label) => model.indexOf(label))).toEqual(
      ['HOW WE MAKE MONEY', 'PRICE', 'GROSS MARGIN', 'CAC', 'LTV', 'PAYBACK'].map((label) => fresh.find((page) => page.includes('HOW WE MAKE MONEY'))!.indexOf(label)),
    );
    const growth = stored.find((page) => page.includes('HOW WE WIN CUSTOMERS'))!;
    expect(growth.indexOf('HOW WE WIN CUSTOMERS')).toBeLessThan(growth.indexOf('WHERE WE GO NEXT'));
  });
});
