import { blankIntake, SAMPLE_FUNDRAISING_INTAKE } from './intake.fixtures';
import { writePitchDeck } from './pitch-deck';

const slideText = (content: string | Record<string, string>) =>
  typeof content === 'string' ? content : Object.entries(content).map(([label, value]) => `${label}: ${value}`).join('\n');

describe('writePitchDeck', () => {
  const deck = writePitchDeck(SAMPLE_FUNDRAISING_INTAKE);

  it('writes twelve slides in the order investors expect, with stable unique ids', () => {
    expect(deck.slides.map((slide) => slide.title)).toEqual([
      'ShiftWise Pte Ltd',
      'The problem',
      'Our solution',
      'Product',
      'Why now & market size',
      'Traction',
      'Business model',
      'Competition',
      'Go-to-market',
      'Team',
      'Financials',
      'The ask',
    ]);
    expect(deck.slides.map((slide) => slide.id)).toEqual(deck.slides.map((_, index) => `slide-${index + 1}`));
  });

  it("builds every slide from the founder's own words", () => {
    const all = deck.slides.map((slide) => slideText(slide.content)).join('\n');
    expect(all).toContain('Scheduling and payroll-ready timesheets for F&B and retail chains');
    expect(all).toContain('Part-timer no-shows cost a 20-outlet chain about S$15,000 a month');
    expect(all).toContain('Revenue: S$38,000 MRR (S$456,000 ARR)');
    expect(all).toContain('Rachel Tan — CEO: Former regional operations director');
    expect(all).toContain('S$85,000 net burn per month');
  });

  it('splits pasted bullet lists into one line per point, without the dashes', () => {
    const problem = deck.slides[1].content as string;
    expect(problem.split('\n')).toHaveLength(3);
    expect(problem).not.toMatch(/^- /m);
  });

  it('uses labelled values for competition and the ask', () => {
    expect(deck.slides[7].content).toEqual({
      Competitors: 'Deputy, Homebase, local HR suites (Talenox, Payboy) and spreadsheets',
      'Our advantage': expect.stringContaining('cross-outlet part-timer marketplace'),
    });
    expect(deck.slides[11].content).toMatchObject({
      Round: 'Seed (priced equity)',
      Amount: 'S$3M (about US$2.2M)',
      'Use of funds': expect.stringContaining('35% sales and marketing for the Kuala Lumpur launch'),
    });
  });

  it('gives every slide speaker notes with what to say, what gets probed and a tip', () => {
    for (const slide of deck.slides) {
      expect(slide.notes).toMatch(/^Say: .+\nInvestors will probe: .+\nTip: .+$/);
    }
  });

  it('writes placeholders, never "undefined", when the intake is empty', () => {
    const empty = writePitchDeck(blankIntake('fundraising'));
    expect(empty.slides).toHaveLength(12);
    expect(empty.slides[0].title).toBe('Your company');
    for (const slide of empty.slides) {
      expect(slide.title.trim()).not.toBe('');
      expect(slideText(slide.content)).toContain('[Add: ');
    }
    const text = JSON.stringify(empty);
    expect(text).not.toMatch(/undefined|null|\[object Object\]/);
    expect(slideText(empty.slides[5].content)).toContain('[Add: your monthly revenue');
    expect(slideText(empty.slides[11].content)).toContain('[Add: the amount you are raising');
  });

  it('is deterministic', () => {
    expect(writePitchDeck(SAMPLE_FUNDRAISING_INTAKE)).toEqual(deck);
  });
});
