import type { ChecklistContent } from '../output-types';
import { corpusIntake } from './corpus';
import { writeDataRoomChecklist } from './data-room-checklist';
import { blankIntake, intakeWith, SAMPLE_EXIT_INTAKE, SAMPLE_FUNDRAISING_INTAKE } from './intake.fixtures';

const itemNames = (content: ChecklistContent) => content.categories.flatMap((category) => category.items.map((item) => item.name));
const category = (content: ChecklistContent, name: string) => content.categories.find((entry) => entry.category === name);

function expectWellFormed(content: ChecklistContent) {
  expect(content.categories.length).toBeGreaterThanOrEqual(8);
  expect(content.categories.length).toBeLessThanOrEqual(10);
  for (const entry of content.categories) {
    expect(entry.items.length).toBeGreaterThanOrEqual(5);
    expect(entry.items.length).toBeLessThanOrEqual(8);
    expect(entry.items.some((item) => item.required)).toBe(true);
    expect(new Set(entry.items.map((item) => item.name)).size).toBe(entry.items.length);
    for (const item of entry.items) {
      expect(item.name.trim()).not.toBe('');
      expect(item.description.trim()).not.toBe('');
      expect(typeof item.required).toBe('boolean');
      expect(item.done).toBe(false);
    }
  }
  expect(JSON.stringify(content)).not.toMatch(/undefined|null|\[object Object\]/);
}

const fintech = intakeWith(SAMPLE_FUNDRAISING_INTAKE, {
  company: { ...SAMPLE_FUNDRAISING_INTAKE.company, industry: 'Fintech (digital payments)' },
});
const healthcare = intakeWith(SAMPLE_EXIT_INTAKE, { company: { ...SAMPLE_EXIT_INTAKE.company, industry: 'Healthcare (medical clinics)' } });

describe('writeDataRoomChecklist', () => {
  const fundraising = writeDataRoomChecklist(SAMPLE_FUNDRAISING_INTAKE);
  const exit = writeDataRoomChecklist(SAMPLE_EXIT_INTAKE);

  it.each([
    ['fundraising sample', SAMPLE_FUNDRAISING_INTAKE],
    ['exit sample', SAMPLE_EXIT_INTAKE],
    ['fintech', fintech],
    ['healthcare', healthcare],
    ['blank fundraising', blankIntake('fundraising')],
    ['blank exit', blankIntake('exit')],
  ])('has 8–10 categories of 5–8 complete, not-done items (%s)', (_, intake) => {
    expectWellFormed(writeDataRoomChecklist(intake));
  });

  it('covers ACRA, SFRS, IRAS/GST, Employment Act, CPF, passes and PDPA', () => {
    const text = JSON.stringify(fundraising);
    for (const term of ['ACRA', 'SFRS', 'IRAS', 'GST', 'Employment Act', 'CPF', 'Employment Pass', 'PDPA']) expect(text).toContain(term);
  });

  it('ends with documents that differ by track', () => {
    expect(fundraising.categories.at(-1)?.category).toBe('Fundraising documents');
    expect(exit.categories.at(-1)?.category).toBe('Transaction documents');
    expect(itemNames(fundraising)).toEqual(expect.arrayContaining(['Fully diluted cap table', 'Term sheet', 'Financial model and projections', 'Founder vesting']));
    expect(itemNames(exit)).toEqual(expect.arrayContaining(['Teaser and information memorandum', 'Normalised EBITDA bridge', 'Key-person retention and handover']));
    expect(itemNames(exit)).not.toContain('Founder vesting');
    expect(itemNames(fundraising)).not.toContain('Normalised EBITDA bridge');
  });

  it("quotes the founder's round, use of funds and exit timeline", () => {
    const useOfFunds = category(fundraising, 'Fundraising documents')?.items.find((item) => item.name === 'Use of funds and budget');
    expect(useOfFunds?.description).toContain('S$3M (about US$2.2M)');
    expect(useOfFunds?.description).toContain('45% product and engineering');
    const process = category(exit, 'Transaction documents')?.items.find((item) => item.name === 'Process letter and timetable');
    expect(process?.description).toContain('completion by September 2026');
  });

  it("points the items a buyer will press on at what the founder said: concentration, loans, retention, minority holders", () => {
    const item = (content: ChecklistContent, name: string) => content.categories.flatMap((entry) => entry.items).find((entry) => entry.name === name)?.description ?? '';
    expect(item(exit, 'Revenue concentration analysis')).toContain('You state "top 10 are 46% of revenue".');
    expect(item(exit, 'Revenue concentration analysis')).toContain('expect questions on every one of them');
    expect(item(exit, 'Bank facilities, loans and guarantees')).toMatch(/You state "S\$1\.8M equipment loans outstanding"\.$/);
    expect(item(exit, 'Shareholder consents and transfer restrictions')).toContain('the holders of the 20 % you do not own');
    expect(item(fundraising, 'Subscription metrics')).toContain('You state "Net revenue retention 118%" and "logo churn 1.2% monthly".');
    expect(item(fundraising, 'Revenue concentration analysis')).not.toContain('You state');
    // A company with a bank loan gets the loan papers as required, whichever track it is on.
    const borrower = intakeWith(SAMPLE_FUNDRAISING_INTAKE, { financials: { ...SAMPLE_FUNDRAISING_INTAKE.financials, runway: '7 months; S$400,000 bank loan' } });
    expect(writeDataRoomChecklist(borrower).categories.flatMap((entry) => entry.items).find((entry) => entry.name === 'Bank facilities, loans and guarantees')?.required).toBe(true);
  });

  it('sets required flags by track', () => {
    const required = (content: ChecklistContent, name: string) =>
      content.categories.flatMap((entry) => entry.items).find((item) => item.name === name)?.required;
    expect(required(fundraising, 'ACRA business profile')).toBe(true);
    expect(required(fundraising, 'Term sheet')).toBe(false);
    expect(required(fundraising, 'Change-of-control review')).toBe(false);
    expect(required(exit, 'Change-of-control review')).toBe(true);
    expect(required(fundraising, 'ESOP plan and grants')).toBe(true);
    expect(required(exit, 'ESOP plan and grants')).toBe(false);
  });

  it('fits the business: SaaS metrics for SaaS, MAS licence for fintech, neither for a logistics firm', () => {
    expect(itemNames(fundraising)).toContain('Subscription metrics');
    expect(itemNames(fundraising)).not.toContain('MAS licence');
    expect(itemNames(writeDataRoomChecklist(fintech))).toEqual(expect.arrayContaining(['MAS licence', 'AML/CFT policies']));
    expect(itemNames(exit)).not.toContain('Subscription metrics');
    expect(itemNames(exit)).not.toContain('MAS licence');
    expect(itemNames(exit)).not.toContain('Architecture and hosting');
    expect(itemNames(writeDataRoomChecklist(healthcare))).toContain('Health regulatory approvals');
  });

  it('asks a distributor with an e-commerce fulfilment line for no marketplace metrics, and an e-commerce company for them', () => {
    const names = (id: string) => writeDataRoomChecklist(corpusIntake(id)).categories.flatMap((category) => category.items.map((item) => item.name));
    expect(names('distributor')).not.toContain('Marketplace metrics');
    expect(names('ecommerce')).toContain('Marketplace metrics');
  });

  it('is deterministic', () => {
    expect(writeDataRoomChecklist(SAMPLE_FUNDRAISING_INTAKE)).toEqual(fundraising);
  });
});
