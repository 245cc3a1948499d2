import { contentForViewers } from './viewer-content';

describe('contentForViewers', () => {
  const deck = {
    slides: [
      { id: 's1', title: 'Problem', content: 'SMEs lose weeks to diligence', notes: 'Say: we lived this. Investors will probe: churn.', draftOnly: 'x' },
      { id: 's2', title: 'Traction', content: { ARR: 'S$1.2M' }, notes: 'Tip: pause here.' },
    ],
  };

  it('takes the speaker notes (and any field not meant for viewers) out of a deck', () => {
    for (const type of ['pitch_deck', 'exit_deck']) {
      const shown = contentForViewers(type, deck);
      expect(shown).toEqual({
        slides: [
          { id: 's1', title: 'Problem', content: 'SMEs lose weeks to diligence' },
          { id: 's2', title: 'Traction', content: { ARR: 'S$1.2M' } },
        ],
      });
      expect(JSON.stringify(shown)).not.toMatch(/Say:|probe|Tip:|draftOnly/);
    }
  });

  it('leaves FAQs and checklists as they are, and copes with a deck without slides', () => {
    const faq = { faqs: [{ category: 'Market', question: 'How big?', suggestedAnswer: 'S$2B' }] };
    expect(contentForViewers('investor_faq', faq)).toBe(faq);
    expect(contentForViewers('pitch_deck', null)).toEqual({ slides: [] });
  });
});
