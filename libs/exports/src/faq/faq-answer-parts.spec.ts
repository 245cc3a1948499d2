import { answerParts, questionCount, sectionNumber } from './faq-answer-parts';

describe('answerParts', () => {
  it('leads with the first sentence and keeps the rest, word for word, as detail', () => {
    const answer = 'We are at S$38,000 MRR. We have grown 11% month-on-month. Churn is 1.2% monthly.';
    expect(answerParts(answer)).toEqual({ lead: 'We are at S$38,000 MRR.', detail: 'We have grown 11% month-on-month. Churn is 1.2% monthly.' });
  });

  it('does not end a sentence at a decimal point or an abbreviation', () => {
    expect(answerParts('TAM is US$1.4B across SEA-6.').lead).toBe('TAM is US$1.4B across SEA-6.');
    expect(answerParts('We hold grants, e.g. Startup SG and EDG. The rest is equity.')).toEqual({ lead: 'We hold grants, e.g. Startup SG and EDG.', detail: 'The rest is equity.' });
    expect(answerParts('Harbourline Pte. Ltd. owns the lease. It runs to 2041.').lead).toBe('Harbourline Pte. Ltd. owns the lease.');
  });

  it('keeps a one-sentence answer whole, and a long first sentence as the lead of its paragraph', () => {
    expect(answerParts('We run at a gross margin of 82%.')).toEqual({ lead: 'We run at a gross margin of 82%.', detail: '' });
    const long = `We compete with ${'Deputy, Homebase, '.repeat(12)}and spreadsheets. Nobody else has a marketplace.`;
    expect(answerParts(`${long}\nSecond paragraph.`)).toEqual({ lead: long, detail: 'Second paragraph.' });
  });

  it('numbers sections and counts questions', () => {
    expect([sectionNumber(0), sectionNumber(11), questionCount(1), questionCount(3)]).toEqual(['01', '12', '1 question', '3 questions']);
  });
});
