import { deckGaps, investorDeck } from '../deck-copy';
import { corpusIntake } from './corpus';
import { writeExitDeck } from './exit-deck';
import { blankIntake } from './intake.fixtures';

const slideText = (content: string | Record<string, string>) =>
  typeof content === 'string' ? content : Object.entries(content).map(([label, value]) => `${label}: ${value}`).join('\n');

describe('writeExitDeck', () => {
  const intake = corpusIntake('logistics');
  const deck = writeExitDeck(intake);
  const ofKind = (kind: string) => deck.slides.find((slide) => slide.kind === kind)!;

  it('writes a teaser of twelve slides, one layout each, with unique ids', () => {
    expect(deck.slides.map((slide) => slide.kind)).toEqual([
      'cover',
      'traction',
      'problem_solution',
      'product',
      'market',
      'business_model',
      'competition',
      'team',
      'financials',
      'go_to_market',
      'transaction',
      'timeline',
    ]);
    expect(new Set(deck.slides.map((slide) => slide.id)).size).toBe(deck.slides.length);
  });

  it('states claims from the seller’s figures in the titles', () => {
    expect(ofKind('traction').title).toBe('S$14.2M revenue in FY2024, growing 9.7% revenue CAGR');
    expect(ofKind('market').title).toBe('A S$1.1B market, growing 6% a year');
    expect(ofKind('financials').title).toBe('EBITDA S$2.3M (normalised S$2.6M)');
    expect(ofKind('transaction').title).toBe('Sell 100% of the shares');
  });

  it('puts the valuation, the seller’s goals and the buyers on the transaction slide and the dates on the timeline', () => {
    expect(ofKind('transaction').content).toEqual({
      Valuation: 'S$18M–S$21M enterprise value (7–8x normalised EBITDA), cash-free and debt-free',
      // The title says "Sell 100% of the shares"; the seller's goals go on from it.
      'What the seller wants': 'Founder to stay 12 months for handover and retire; keep the team and the Harbourline brand',
      'Buyers we expect': 'Regional logistics groups entering Singapore\nPE-backed cold-chain platforms\nlarge food distributors integrating vertically',
    });
    expect(ofKind('timeline').content).toBe('Indicative offers by March 2026\nSPA signed by June 2026\nCompletion by September 2026');
  });

  it('charts revenue by year, and revenue with EBITDA on the financial summary', () => {
    expect(ofKind('traction').chart?.categories).toEqual(['FY2021', 'FY2022', 'FY2023', 'FY2024']);
    expect(ofKind('financials').chart?.series.map((series) => series.name)).toEqual(['Revenue', 'EBITDA']);
  });

  it('writes notes for the seller about what buyers will probe, naming the slide’s content', () => {
    for (const slide of deck.slides) expect(slide.notes).toMatch(/^Say: .+\nBuyers will probe: .+\nTip: .+$/);
    expect(ofKind('team').notes).toContain('David Lim, Priya Nair and Marcus Goh');
    expect(ofKind('timeline').notes).toContain('indicative offers by March 2026');
  });

  it('lists what an empty intake still needs and leaves it out of the investor copy', () => {
    const empty = writeExitDeck(blankIntake('exit'));
    expect(JSON.stringify(empty)).not.toMatch(/undefined|null|\[object Object\]/);
    expect(deckGaps(empty).map((gap) => gap.prompt)).toContain('target dates for offers, signing and completion');
    for (const slide of empty.slides) expect(slideText(slide.content).trim()).not.toBe('');
    expect(JSON.stringify(investorDeck(empty))).not.toContain('[Add:');
  });

  it('is deterministic', () => {
    expect(writeExitDeck(intake)).toEqual(deck);
  });
});
