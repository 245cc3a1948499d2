import { contentForViewers, faqGroups, viewerSectionTitles } from './viewer-content';

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

  it('leaves checklists as they are, and copes with a deck without slides', () => {
    const list = { categories: [{ category: 'Corporate', items: [{ name: 'Constitution', description: 'Current copy.', required: true }] }] };
    expect(contentForViewers('data_room_checklist', list)).toBe(list);
    expect(contentForViewers('pitch_deck', null)).toEqual({ slides: [] });
  });

  it("shows viewers an FAQ without the founder's [Add: …] prompts, and leaves out questions with nothing else", () => {
    const faq = {
      faqs: [
        { category: 'Market', question: 'How big?', suggestedAnswer: 'TAM: S$2B. [Add: your SOM. Show the bottom-up maths]' },
        { category: 'Team', question: 'Who builds it?', suggestedAnswer: '[Add: Name who owns the code]' },
      ],
    };
    expect(contentForViewers('investor_faq', faq)).toEqual({ faqs: [{ category: 'Market', question: 'How big?', suggestedAnswer: 'TAM: S$2B.' }] });
    expect(JSON.stringify(contentForViewers('exit_faq', faq))).not.toContain('[Add:');
    expect(contentForViewers('exit_faq', null)).toEqual({ faqs: [] });
  });
});

describe('viewerSectionTitles', () => {
  it("names a deck's slides, a FAQ's categories (first appearance, blank is General) and a checklist's categories", () => {
    expect(viewerSectionTitles('pitch_deck', { slides: [{ title: 'Kopi Cloud', content: 'a' }, { title: ' ', content: 'b' }, { title: 'The ask', content: 'c' }] })).toEqual(['Kopi Cloud', 'Section 2', 'The ask']);
    const faqs = [
      { category: 'Market', question: 'a' },
      { category: '', question: 'b' },
      { category: 'Market', question: 'c' },
      { category: 'Team', question: 'd' },
    ];
    expect(viewerSectionTitles('exit_faq', { faqs })).toEqual(['Market', 'General', 'Team']);
    expect(faqGroups(faqs).map(([, items]) => items.length)).toEqual([2, 1, 1]);
    expect(viewerSectionTitles('data_room_checklist', { categories: [{ category: 'Legal' }, { category: 'Finance' }] })).toEqual(['Legal', 'Finance']);
    expect(viewerSectionTitles('pitch_deck', null)).toEqual([]);
    expect(viewerSectionTitles('something_else', { slides: [{ title: 'x' }] })).toEqual([]);
  });
});

describe('a deck as viewers get it (the investor copy)', () => {
  it('leaves out prompts and slides left with nothing to say, and keeps kinds and charts for the layout', () => {
    const chart = { type: 'bar' as const, currency: 'SGD', categories: ['2024', '2025'], series: [{ name: 'Revenue', values: [1, 2] }] };
    const deck = {
      slides: [
        { id: 's1', kind: 'traction', title: 'S$1.2M ARR', content: { Revenue: 'S$1.2M ARR', Growth: '[Add: growth rate]' }, notes: 'n', chart },
        { id: 's2', kind: 'team', title: 'The team', content: '[Add: each founder]', notes: 'n' },
      ],
    };
    expect(contentForViewers('pitch_deck', deck)).toEqual({ slides: [{ id: 's1', kind: 'traction', title: 'S$1.2M ARR', content: { Revenue: 'S$1.2M ARR' }, chart }] });
    expect(viewerSectionTitles('pitch_deck', deck)).toEqual(['S$1.2M ARR']);
  });
});
