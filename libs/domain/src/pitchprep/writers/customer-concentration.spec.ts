import { SAMPLE_EXIT_INTAKE } from './intake.fixtures';
import { companySignals } from './company-signals';
import { customerShares, isConcentrated, mentionsConcentration } from './customer-concentration';
import { writeDataRoomChecklist } from './data-room-checklist';
import { writeExitFaq } from './exit-faq';
import { intakeFacts } from './intake-facts';

describe('customer concentration in the founder’s wording', () => {
  it.each([
    ['top customer is 19% of revenue', { count: 1, share: 19 }],
    ['our largest supermarket group is 19% of revenue', { count: 1, share: 19 }],
    ['our biggest client accounts for 25% of sales', { count: 1, share: 25 }],
    ['19% of revenue comes from our largest customer', { count: 1, share: 19 }],
    ['45% of sales from the top three clients', { count: 3, share: 45 }],
    ['top 10 are 46% of revenue', { count: 10, share: 46 }],
    ['the top three customers make up 45% of revenue', { count: 3, share: 45 }],
    ['a single customer is 30 per cent of turnover', { count: 1, share: 30 }],
  ])('reads "%s"', (text, share) => {
    expect(customerShares(text)).toEqual([share]);
    expect(mentionsConcentration(text)).toBe(true);
  });

  it('reads no share where none is stated, and weighs shares against the thresholds', () => {
    expect(customerShares('140 active customers; average tenure 7 years')).toEqual([]);
    expect(customerShares('gross margin 31%; 78% of revenue under contracts')).toEqual([]);
    expect(isConcentrated('top customer is 19% of revenue')).toBe(false);
    expect(isConcentrated('19% of revenue comes from our largest customer; top 5 are 52%')).toBe(true);
    expect(isConcentrated('our biggest client accounts for 25% of sales')).toBe(true);
  });

  const intake = { ...SAMPLE_EXIT_INTAKE, traction: { ...SAMPLE_EXIT_INTAKE.traction, customers: '140 active customers; top customer is 19% of revenue; average tenure 7 years' } };

  it('is a fact on the topic, so the checklist quotes it and the FAQ answers with it instead of asking', () => {
    expect(intakeFacts(intake).find((fact) => fact.text === 'top customer is 19% of revenue')?.topics).toContain('concentration');
    const item = writeDataRoomChecklist(intake).categories.flatMap((category) => category.items).find((entry) => entry.name === 'Revenue concentration analysis');
    expect(item?.description).toContain('You state "top customer is 19% of revenue".');
    const answer = writeExitFaq(intake).faqs.find((entry) => /concentrated|largest customers/.test(entry.question))?.suggestedAnswer ?? '';
    expect(answer).toContain('top customer is 19% of revenue');
    expect(answer).not.toContain('[Add: your customer concentration');
    expect(companySignals(intake).concentrated).toBe(false);
    expect(companySignals({ ...intake, traction: { ...intake.traction, customers: '31% of revenue comes from our largest customer' } }).concentrated).toBe(true);
  });
});
