import type { DeckContent, Slide } from '../output-types';
import { writeExitDeck } from './exit-deck';
import { blankIntake, SAMPLE_EXIT_INTAKE, SAMPLE_FUNDRAISING_INTAKE } from './intake.fixtures';
import { writePitchDeck } from './pitch-deck';

/** Each fact a slide states, without its "Label: " and bullet, so a repeat under another label still counts. */
function facts(slide: Slide): string[] {
  const lines = typeof slide.content === 'string' ? slide.content.split('\n') : Object.values(slide.content);
  return lines
    .map((line) => line.trim().replace(/^[A-Z][\w &()/–-]{0,40}: /, ''))
    .filter((line) => line.length > 12 && !line.startsWith('[Add'));
}

function repeatedFacts(deck: DeckContent): string[] {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  for (const slide of deck.slides) {
    for (const fact of new Set(facts(slide))) {
      if (seen.has(fact)) repeats.push(`"${fact}" on "${seen.get(fact)}" and "${slide.title}"`);
      else seen.set(fact, slide.title);
    }
  }
  return repeats;
}

const kopiLabs = { name: 'Kopi Labs', oneLiner: 'Coffee subscriptions for offices', country: 'Singapore', industry: 'F&B' };
const sparseFundraising = { ...blankIntake('fundraising'), company: { ...blankIntake('fundraising').company, ...kopiLabs }, problem: 'Offices pay too much for coffee.' };
const sparseExit = { ...blankIntake('exit'), company: { ...blankIntake('exit').company, ...kopiLabs } };

describe('decks a founder would keep', () => {
  it.each([
    ['the fundraising sample', writePitchDeck(SAMPLE_FUNDRAISING_INTAKE)],
    ['the exit sample', writeExitDeck(SAMPLE_EXIT_INTAKE)],
    ['a sparse fundraising intake', writePitchDeck(sparseFundraising)],
    ['a sparse exit intake', writeExitDeck(sparseExit)],
  ])('%s states no fact on two slides', (_, deck) => {
    expect(repeatedFacts(deck)).toEqual([]);
  });

  it('problem and solution never say the same thing; a missing solution is a marked prompt', () => {
    const deck = writePitchDeck(sparseFundraising);
    const problem = deck.slides.find((slide) => slide.title === 'The problem')!;
    const solution = deck.slides.find((slide) => slide.title === 'Our solution')!;
    expect(problem.content).toBe('Offices pay too much for coffee.');
    expect(solution.content).toMatch(/^\[Add: [^\]]+\]$/);
  });

  it('marks every gap as "[Add: …]" and never leaves filler or an unmarked hint', () => {
    for (const deck of [writePitchDeck(blankIntake('fundraising')), writeExitDeck(blankIntake('exit'))]) {
      const text = JSON.stringify(deck.slides.map((slide) => slide.content));
      expect(text).not.toMatch(/(^|[^[])Add: /);
      expect(text).not.toMatch(/From your intake|lorem|TBD|undefined/i);
      expect(text.match(/\[Add: /g)?.length).toBeGreaterThan(10);
    }
  });
});
