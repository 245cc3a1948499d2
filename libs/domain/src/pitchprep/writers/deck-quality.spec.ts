import type { PitchIntake } from '../intake';
import type { DeckContent, Slide } from '../output-types';
import { deckGaps, investorDeck } from '../deck-copy';
import { points } from './writer-text';
import { clausesOf, factTokens, normalisedWording, repeats, statedFact, type StatedFact } from './deck-facts';
import { INTAKE_CORPUS } from './corpus';
import { writeExitDeck } from './exit-deck';
import { writePitchDeck } from './pitch-deck';
import { titleEchoes } from './title-echo';

// The writers' quality checks over the whole intake corpus (docs/product-rules.md, "Deck writers").

const write = (intake: PitchIntake) => (intake.track === 'exit' ? writeExitDeck(intake) : writePitchDeck(intake));

function slideClauses(slide: Slide): string[] {
  const entries = typeof slide.content === 'string' ? slide.content.split('\n').map((line) => ['', line] as const) : Object.entries(slide.content).flatMap(([label, value]) => value.split('\n').map((line) => [label, line] as const));
  return entries.filter(([, line]) => !line.startsWith('[Add')).flatMap(([label, line]) => clausesOf(line).map((clause) => (label ? `${label}: ${clause}` : clause)));
}

/** Facts stated on two slides, after normalising figures and wording. */
function repeatedFacts(deck: DeckContent): string[] {
  const stated: { slide: string; fact: StatedFact }[] = [];
  const found: string[] = [];
  for (const slide of deck.slides) {
    const own = slideClauses(slide).map(statedFact);
    for (const fact of own) {
      const earlier = repeats(fact, stated.map((entry) => entry.fact));
      if (earlier) found.push(`"${fact.clause}" on "${slide.title}" repeats "${earlier.clause}"`);
    }
    stated.push(...own.map((fact) => ({ slide: slide.title, fact })));
  }
  return found;
}

/** Every answer of the intake as [path, text]; chart figures as their amounts. */
function answers(intake: PitchIntake): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (value.trim()) out.push([path, value]);
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  const { track: _track, ...rest } = intake;
  walk(rest, '');
  return out.filter(([path]) => !/\.(period|currency)$/.test(path) && !path.endsWith('.currency'));
}

/** Answers the deck leaves out on purpose, with the reason (the lead and the editor agree on these). */
const LEFT_OUT: Record<string, string> = {
  'competition.competitors': 'the rivals table names each alternative with where it falls short',
};

function unusedAnswers(intake: PitchIntake, deck: DeckContent): string[] {
  const text = deck.slides.map((slide) => [slide.title, ...slideClauses(slide)].join('\n')).join('\n');
  const wording = normalisedWording(text.replace(/\n/g, ' '));
  const tokens = new Set(factTokens(text));
  const hasRivals = (intake.competition.rivals ?? []).length > 0;
  // A title that claims the start of an answer and a body that goes on with the rest say all of it, on one slide.
  const slideWords = deck.slides.map((slide) => new Set(normalisedWording([slide.title, ...slideClauses(slide)].join(' ')).split(' ')));
  const connector = /^(?:and|then|with|plus|while|but)$/;
  const onOneSlide = (clause: string) => slideWords.some((words) => normalisedWording(clause).split(' ').every((word) => connector.test(word) || words.has(word)));
  const used = (clause: string) => wording.includes(normalisedWording(clause)) || onOneSlide(clause) || (factTokens(clause).length > 0 && factTokens(clause).every((token) => tokens.has(token)));
  const leftOut = (path: string) => path in LEFT_OUT && (path !== 'competition.competitors' || hasRivals);
  return answers(intake)
    .filter(([path, value]) => !leftOut(path) && !points(value).flatMap(clausesOf).every(used))
    .map(([path]) => path);
}

describe.each(INTAKE_CORPUS.map((entry) => [entry.id, entry] as const))('the %s deck', (_, entry) => {
  const deck = write(entry.intake);
  const investor = investorDeck(deck);

  it('states no fact on two slides', () => {
    expect(repeatedFacts(deck)).toEqual([]);
  });

  it('opens no slide body by restating its title (the title claims, the body supports)', () => {
    const echoes = deck.slides.flatMap((slide) => titleEchoes(slide).map((line) => `"${slide.title}" then "${line}"`));
    expect(echoes).toEqual([]);
  });

  it('has no prompt in the investor copy, and every slide there has something to say', () => {
    expect(JSON.stringify(investor)).not.toContain('[Add:');
    for (const slide of investor.slides) expect(slideClauses(slide).length + (slide.chart ? 1 : 0) + (slide.kind === 'cover' ? 1 : 0)).toBeGreaterThan(0);
  });

  it('uses every answer of the intake, or leaves it out on purpose', () => {
    expect(unusedAnswers(entry.intake, deck)).toEqual([]);
  });

  // The thin exit deck's only figure once went with a slide the investor copy left out.
  it('keeps every answer in the investor copy, where only prompts are left out', () => {
    expect(unusedAnswers(entry.intake, investor)).toEqual([]);
  });

  it('charts every figure of the intake', () => {
    const charted = deck.slides.flatMap((slide) => slide.chart?.series.flatMap((series) => series.values) ?? []);
    const figures = [...(entry.intake.traction.history ?? []), ...(entry.intake.financials.forecast ?? []), ...(entry.intake.financials.profit ?? [])];
    for (const point of figures) expect(charted).toContain(point.amount);
  });

  it('speaks in its notes to what each slide shows (no two slides with the same opening line)', () => {
    const says = deck.slides.map((slide) => slide.notes.split('\n')[0]);
    expect(new Set(says).size).toBe(says.length);
  });

  it(entry.thin ? 'lists what is missing, and the investor copy is shorter' : 'leaves almost nothing to add', () => {
    if (entry.thin) {
      expect(deckGaps(deck).length).toBeGreaterThan(10);
      expect(investor.slides.length).toBeLessThan(deck.slides.length);
    } else {
      expect(deckGaps(deck)).toEqual([]);
    }
  });
});
