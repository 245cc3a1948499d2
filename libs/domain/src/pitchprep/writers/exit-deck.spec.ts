import { writeExitDeck } from './exit-deck';
import { blankIntake, SAMPLE_EXIT_INTAKE } from './intake.fixtures';

const slideText = (content: string | Record<string, string>) =>
  typeof content === 'string' ? content : Object.entries(content).map(([label, value]) => `${label}: ${value}`).join('\n');

describe('writeExitDeck', () => {
  const deck = writeExitDeck(SAMPLE_EXIT_INTAKE);
  const byTitle = (title: string) => deck.slides.find((slide) => slide.title === title);

  it('writes a teaser-style deck of 10–12 slides with unique ids and titles', () => {
    expect(deck.slides.length).toBeGreaterThanOrEqual(10);
    expect(deck.slides.length).toBeLessThanOrEqual(12);
    expect(new Set(deck.slides.map((slide) => slide.id)).size).toBe(deck.slides.length);
    expect(deck.slides[0].id).toBe('slide-1');
    for (const slide of deck.slides) expect(slide.title.trim()).not.toBe('');
    expect(deck.slides.map((slide) => slide.title)).toEqual(
      expect.arrayContaining(['Company snapshot', 'Investment highlights', 'Customers & revenue quality', 'Operations & team', 'Financial summary', 'Transaction overview', 'Process & next steps']),
    );
  });

  it('quotes the exit goals, buyers, valuation and timeline in the transaction overview', () => {
    expect(byTitle('Transaction overview')?.content).toEqual({
      "Seller's objectives": SAMPLE_EXIT_INTAKE.exit?.goals,
      'Preferred buyers': SAMPLE_EXIT_INTAKE.exit?.buyerTypes,
      'Valuation expectations': 'S$18M–S$21M enterprise value (7–8x normalised EBITDA), cash-free and debt-free',
      Timeline: 'Indicative offers by March 2026, SPA signed by June 2026, completion by September 2026',
    });
    // Stated once: the process slide does not repeat the timeline of the transaction overview.
    expect(slideText(byTitle('Process & next steps')?.content ?? '')).not.toContain('Indicative offers by March 2026');
  });

  it("describes the company from the seller's own figures", () => {
    expect(byTitle('Company snapshot')?.content).toMatchObject({ Company: 'Harbourline Cold Chain Pte Ltd', Founded: '2009' });
    const all = deck.slides.map((slide) => slideText(slide.content)).join('\n');
    expect(all).toContain('FY2022 S$11.8M, FY2023 S$13.1M, FY2024 S$14.2M');
    expect(all).toContain('Priya Nair — General Manager, Operations');
    expect(all).toContain('EBITDA S$2.3M (normalised S$2.6M)');
  });

  it('writes notes for the seller about what buyers will probe', () => {
    for (const slide of deck.slides) expect(slide.notes).toMatch(/^Say: .+\nBuyers will probe: .+\nTip: .+$/);
  });

  it('writes placeholders, never "undefined", when the intake is empty', () => {
    const empty = writeExitDeck(blankIntake('exit'));
    const text = JSON.stringify(empty);
    expect(text).not.toMatch(/undefined|null|\[object Object\]/);
    expect(slideText(empty.slides.find((slide) => slide.title === 'Transaction overview')?.content ?? '')).toContain('[Add: target dates for signing and completion');
    for (const slide of empty.slides) expect(slideText(slide.content).trim()).not.toBe('');
  });

  it('is deterministic', () => {
    expect(writeExitDeck(SAMPLE_EXIT_INTAKE)).toEqual(deck);
  });
});
