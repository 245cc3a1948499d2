import { faqWithQuestion, sameQuestion } from './faq-questions';

// docs/product-rules.md, "Deal rooms": questions ("Add to FAQ").
describe('adding a room question to the FAQ', () => {
  const faq = { faqs: [{ category: 'Traction', question: 'What is your monthly revenue?', suggestedAnswer: 'S$42k.' }] };

  it('appends the question and answer in the track’s category', () => {
    expect(faqWithQuestion(faq, ' Is the audit signed? ', 'Yes. ', 'fundraising')?.faqs.at(-1)).toEqual({ category: 'Questions from investors', question: 'Is the audit signed?', suggestedAnswer: 'Yes.' });
    expect(faqWithQuestion(faq, 'Who are the buyers?', 'Two.', 'exit')?.faqs.at(-1)?.category).toBe('Questions from buyers');
  });
  it('keeps one item for the same question, whatever its case, spacing or final mark', () => {
    expect(faqWithQuestion(faq, 'what is your  monthly revenue', 'Other answer', 'fundraising')).toBeNull();
    expect(sameQuestion('Is the audit signed?', 'is the audit signed')).toBe(true);
    expect(sameQuestion('Is the audit signed?', 'Is the audit late?')).toBe(false);
  });
});
