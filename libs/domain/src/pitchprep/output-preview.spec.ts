import { outputPreview } from './output-preview';

describe('outputPreview', () => {
  it("shows a deck's first slide without its notes, a FAQ's first questions and a checklist's first items", () => {
    const deck = { slides: [{ id: 's1', title: 'ShiftWise', content: { Round: 'Seed', Amount: 'S$3M' }, notes: 'Say: we lived this.' }, { id: 's2', title: 'Problem', content: 'x', notes: '' }] };
    expect(outputPreview('pitch_deck', deck)).toEqual({ title: 'ShiftWise', lines: ['Round: Seed', 'Amount: S$3M'] });
    expect(JSON.stringify(outputPreview('exit_deck', deck))).not.toContain('Say:');
    const faq = { faqs: [{ category: 'Market', question: 'How big?', suggestedAnswer: 'x' }, { category: 'Team', question: 'Who?', suggestedAnswer: 'y' }] };
    expect(outputPreview('investor_faq', faq)).toEqual({ title: 'Market', lines: ['How big?'] });
    const checklist = { categories: [{ category: 'Corporate', items: [{ name: 'ACRA profile', description: '', required: true }] }] };
    expect(outputPreview('data_room_checklist', checklist)).toEqual({ title: 'Corporate', lines: ['ACRA profile'] });
    expect(outputPreview('pitch_deck', { slides: [] })).toBeNull();
    expect(outputPreview('exit_faq', null)).toBeNull();
    expect(outputPreview('pitch_deck', { slides: [{ id: 'a', title: 'T'.repeat(120), content: '', notes: '' }] })?.title).toHaveLength(88);
  });
});
