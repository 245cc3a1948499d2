import { investorDeck } from '../deck-copy';
import { corpusIntake } from './corpus';
import { blankIntake, SAMPLE_FUNDRAISING_INTAKE } from './intake.fixtures';
import { writePitchDeck } from './pitch-deck';

const slideText = (content: string | Record<string, string>) =>
  typeof content === 'string' ? content : Object.entries(content).map(([label, value]) => `${label}: ${value}`).join('\n');

describe('writePitchDeck', () => {
  const intake = corpusIntake('saas');
  const deck = writePitchDeck(intake);
  const ofKind = (kind: string) => deck.slides.find((slide) => slide.kind === kind)!;

  it('writes one slide per kind in the order investors expect, with stable unique ids', () => {
    expect(deck.slides.map((slide) => slide.kind)).toEqual([
      'cover',
      'problem_solution',
      'product',
      'market',
      'traction',
      'business_model',
      'competition',
      'go_to_market',
      'team',
      'financials',
      'ask',
    ]);
    expect(deck.slides.map((slide) => slide.id)).toEqual(deck.slides.map((_, index) => `slide-${index + 1}`));
  });

  it('titles state claims made of the founder’s own figures', () => {
    expect(deck.slides.map((slide) => slide.title)).toEqual([
      'ShiftWise Pte Ltd',
      'Outlet managers spend 6–8 hours a week building rosters in WhatsApp and Excel',
      'What ShiftWise does today',
      'A US$1.4B market, with US$12M within reach',
      'S$38,000 MRR, growing 11% month-on-month',
      'S$45 per outlet a month at 82% gross margin',
      // The advantage's first clause was cut inside a clause, so the full sentence stays on the band under the topic.
      'Why ShiftWise wins',
      'Kuala Lumpur launch in Q2 2026 with a 4-person sales team',
      'Led by Rachel Tan, former regional operations director at a 120-outlet F&B group',
      'S$1.5M ARR by end-2026 and S$4.2M by end-2027',
      'Raising S$3M in a seed round',
    ]);
  });

  it('puts problem and solution side by side, one point a line without the dashes', () => {
    const slide = ofKind('problem_solution').content as Record<string, string>;
    // The first pain is the title; the column goes on with the other two.
    expect(slide['The problem'].split('\n')).toHaveLength(2);
    expect(slide['The problem']).not.toMatch(/^- /m);
    expect(slide['Our solution'].split('\n')).toHaveLength(3);
  });

  it('charts the revenue history and the yearly plan from the intake’s figures', () => {
    expect(ofKind('traction').chart).toEqual({ type: 'bar', currency: 'SGD', categories: intake.traction.history!.map((p) => p.period), series: [{ name: 'Revenue', values: intake.traction.history!.map((p) => p.amount) }] });
    expect(ofKind('financials').chart?.series.map((series) => series.name)).toEqual(['Revenue', 'Profit']);
  });

  it('makes key metrics and unit economics labelled tiles', () => {
    expect(ofKind('traction').content).toMatchObject({ 'Net revenue retention': '118%', 'Logo churn': '1.2% monthly' });
    expect(ofKind('business_model').content).toMatchObject({ Price: 'S$45 per outlet a month', CAC: 'S$2,900 per chain', Payback: '7 months' });
  });

  it('turns the rivals into a table that ends on why the company wins', () => {
    const competition = ofKind('competition').content as Record<string, string>;
    expect(Object.keys(competition)).toEqual(['Deputy', 'Homebase', 'Talenox, Payboy', 'Spreadsheets and WhatsApp', 'Why we win']);
  });

  it('fills go-to-market from the founder’s channels and expansion (no prompts left)', () => {
    // The title says the launch; the next-markets panel goes on from it.
    expect(ofKind('go_to_market').title).toContain('Kuala Lumpur launch in Q2 2026');
    expect(slideText(ofKind('go_to_market').content)).toContain('Jakarta in 2027');
    expect(slideText(ofKind('go_to_market').content)).not.toContain('[Add:');
  });

  it('writes speaker notes about the slide’s own content', () => {
    for (const slide of deck.slides) expect(slide.notes).toMatch(/^Say: .+\nInvestors will probe: .+\nTip: .+$/);
    expect(ofKind('traction').notes).toContain('Jan S$14.8K to Oct S$38K');
    expect(ofKind('ask').notes).toContain('45% product and engineering');
    expect(ofKind('team').notes).toContain('Rachel, Arjun and Siti');
    const says = deck.slides.map((slide) => slide.notes.split('\n')[0]);
    expect(new Set(says).size).toBe(says.length);
    expect(writePitchDeck(SAMPLE_FUNDRAISING_INTAKE).slides.map((slide) => slide.notes.split('\n')[0])).not.toEqual(says);
  });

  it('writes prompts, never "undefined", when the intake is empty, and an investor copy with nothing to hide', () => {
    const empty = writePitchDeck(blankIntake('fundraising'));
    expect(empty.slides[0].title).toBe('Your company');
    for (const slide of empty.slides.slice(1)) expect(slideText(slide.content)).toContain('[Add: ');
    expect(JSON.stringify(empty)).not.toMatch(/undefined|null|\[object Object\]/);
    expect(investorDeck(empty).slides.map((slide) => slide.kind)).toEqual(['cover']);
  });

  it('is deterministic', () => {
    expect(writePitchDeck(intake)).toEqual(deck);
  });

  it('works the growth out of the founder’s monthly figures when no rate was typed, and says it in the title', () => {
    const thin = writePitchDeck(corpusIntake('thin-numbers'));
    const traction = investorDeck(thin).slides.find((slide) => slide.kind === 'traction')!;
    // S$12,000 in Jul to S$21,000 in Oct.
    expect(traction.title).toBe('S$21,000 MRR, up 75% since Jul');
    expect(traction.content).toMatchObject({ Growth: '75% from Jul to Oct' });
    // A typed rate wins over the chart's.
    expect((ofKind('traction').content as Record<string, string>).Growth).toBe(intake.traction.growth);
  });
});
