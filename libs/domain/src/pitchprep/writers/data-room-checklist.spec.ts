import type { ChecklistContent } from '../output-types';
import { CHECKLIST_TEMPLATES } from './checklist-templates';
import { BEFORE_TERMS, PRIORITY_ORDER, START_HERE_MAX, START_HERE_MIN } from './checklist-priorities';
import { corpusIntake, INTAKE_CORPUS } from './corpus';
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

  describe('prioritised like an adviser\'s request list (docs/product-rules.md, "Data-room checklist priorities")', () => {
    const cases = [
      ...INTAKE_CORPUS.map((entry) => [entry.id, entry.intake] as const),
      ['blank fundraising', blankIntake('fundraising')] as const,
      ['blank exit', blankIntake('exit')] as const,
    ];

    it.each(cases)('%s: a Start-here block of 8–10 required items of the checklist, each with a reason, each Week 1', (_, intake) => {
      const content = writeDataRoomChecklist(intake);
      const start = content.startHere ?? [];
      expect(start.length).toBeGreaterThanOrEqual(START_HERE_MIN);
      expect(start.length).toBeLessThanOrEqual(START_HERE_MAX);
      expect(new Set(start.map((entry) => entry.name)).size).toBe(start.length);
      for (const entry of start) {
        const item = category(content, entry.category)?.items.find((candidate) => candidate.name === entry.name);
        expect(item?.required).toBe(true);
        expect(item?.priority).toBe('week_1');
        expect(entry.why.length).toBeGreaterThan(20);
      }
      // Only the Start-here documents are Week 1.
      const week1 = content.categories.flatMap((entry) => entry.items).filter((item) => item.priority === 'week_1');
      expect(week1.map((item) => item.name).sort()).toEqual(start.map((entry) => entry.name).sort());
    });

    it.each(cases)('%s: every item has a priority of its track, and each category lists required items first, then by priority', (_, intake) => {
      const content = writeDataRoomChecklist(intake);
      const terms = intake.track === 'exit' ? 'before_loi' : 'before_term_sheet';
      for (const entry of content.categories) {
        for (const item of entry.items) expect(['week_1', terms, 'before_completion']).toContain(item.priority);
        const keys = entry.items.map((item) => [item.required ? 0 : 1, PRIORITY_ORDER.indexOf(item.priority!)] as const);
        const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        expect(keys).toEqual(sorted);
      }
    });

    it('keeps every item: prioritising changes the order, not what is asked for', () => {
      for (const { intake } of INTAKE_CORPUS) {
        const names = itemNames(writeDataRoomChecklist(intake)).sort();
        const track = intake.track === 'exit' ? 'exit' : 'fundraising';
        const possible = new Set(CHECKLIST_TEMPLATES[track].flatMap((template) => template.items.map((item) => item.name)));
        for (const name of names) expect(possible).toContain(name);
        expect(names.length).toBeGreaterThanOrEqual(48);
      }
    });

    it('names only real items in the before-term-sheet and before-LOI lists', () => {
      for (const track of ['fundraising', 'exit'] as const) {
        const possible = new Set(CHECKLIST_TEMPLATES[track].flatMap((template) => template.items.map((item) => item.name)));
        for (const name of BEFORE_TERMS[track]) expect(possible).toContain(name);
      }
    });

    it("puts the company's weak spots in Start here: concentration, loans and minority holders for the exit sample, none of them for the fundraising sample", () => {
      const startNames = (content: ChecklistContent) => (content.startHere ?? []).map((entry) => entry.name);
      expect(startNames(exit)).toEqual(expect.arrayContaining(['Revenue concentration analysis', 'Bank facilities, loans and guarantees', 'Shareholder consents and transfer restrictions']));
      expect(exit.startHere?.find((entry) => entry.name === 'Revenue concentration analysis')?.why).toContain('"top 10 are 46% of revenue"');
      expect(exit.startHere?.find((entry) => entry.name === 'Shareholder consents and transfer restrictions')?.why).toContain('You own 80 %');
      expect(startNames(fundraising)).not.toContain('Bank facilities, loans and guarantees');
      expect(startNames(fundraising)).toEqual(expect.arrayContaining(['Pitch deck and executive summary', 'Fully diluted cap table', 'Subscription metrics']));
      expect(startNames(exit).slice(0, 3)).toEqual(['Teaser and information memorandum', 'Non-disclosure agreement', 'Financial statements (SFRS)']);
      expect(startNames(fundraising).slice(0, 3)).toEqual(['Pitch deck and executive summary', 'Fully diluted cap table', 'Financial model and projections']);
      expect(startNames(writeDataRoomChecklist(fintech))).toContain('MAS licence');
    });
  });
});
