import { corpusIntake } from './corpus';
import { finishAiDeck, type AiSlide } from './ai-deck';

describe('finishAiDeck (what the model writes, checked like our own decks)', () => {
  const intake = corpusIntake('saas');
  const slides: AiSlide[] = [
    { kind: 'traction', title: 'S$38,000 MRR, growing 11% a month', items: [{ label: 'Revenue', text: 'S$38,000 MRR' }, { label: 'Customers', text: '62 paying chains; 9,000 outlets by 2027' }], notes: 'Lead with MRR.' },
    { kind: 'cover', title: 'ShiftWise: rostering for SEA', items: [{ label: '', text: intake.company.oneLiner }], notes: 'Intro.' },
    { kind: 'financials', title: 'Runway of 7 months', items: [{ label: 'Runway', text: '7 months' }, { label: 'Revenue today', text: 'S$38,000 MRR' }], notes: 'Burn.' },
    { kind: 'text', title: 'Appendix', items: [{ label: '', text: 'Anything' }], notes: '' },
  ];
  const deck = finishAiDeck('pitch_deck', slides, intake);

  it('keeps our order of kinds and drops kinds we do not lay out', () => {
    expect(deck.slides.map((slide) => slide.kind)).toEqual(['cover', 'traction', 'financials']);
    expect(deck.slides[0].title).toBe('ShiftWise Pte Ltd');
  });

  it('drops a figure the intake does not contain', () => {
    expect(deck.slides[1].content).toEqual({ Revenue: 'S$38,000 MRR', Customers: '62 paying chains' });
  });

  it('states a fact once, and draws the charts from the intake, not the model', () => {
    expect(deck.slides[2].content).toEqual({ Runway: '7 months' });
    expect(deck.slides[1].chart?.series[0].values).toEqual(intake.traction.history!.map((point) => point.amount));
    expect(deck.slides[2].chart?.categories).toEqual(['2024', '2025', '2026F', '2027F']);
  });
});
