import { factTokens, repeats, statedFact } from './deck-facts';

describe('the same fact on two slides', () => {
  it('normalises figures: S$456K is S$456,000, 11 % is 11%', () => {
    expect(factTokens('S$456K ARR and 11 % growth')).toEqual(factTokens('S$456,000 ARR and 11% growth'));
  });

  it('is the same figure about the same thing, whatever the label says', () => {
    expect(repeats(statedFact('Runway today: 8 months'), [statedFact('Runway: 8 months')])).not.toBeNull();
    expect(repeats(statedFact('Gross margin 30%'), [statedFact('30% lower labour cost in pilot outlets')])).toBeNull();
  });

  it('is not a longer statement that cites an earlier figure', () => {
    const earlier = [statedFact('78% of revenue under 1–3 year contracts')];
    expect(repeats(statedFact('Monthly storage fees per pallet under 1–3 year contracts, plus per-drop delivery charges'), earlier)).toBeNull();
  });
});
