import { SAMPLE_EXIT_INTAKE, SAMPLE_FUNDRAISING_INTAKE } from './intake.fixtures';
import { profileOf } from './writer-context';
import { labelled, points, quoted, teamLines } from './writer-text';

describe('writer text helpers', () => {
  it('splits pasted lists into points without their markers', () => {
    expect(points('- one\n• two\n\n3) three\n  four  ')).toEqual(['one', 'two', 'three', 'four']);
    expect(points(undefined)).toEqual([]);
  });

  it('labels filled values and turns empty ones into a placeholder', () => {
    expect(labelled('Revenue', 'S$1M', 'your revenue')).toBe('Revenue: S$1M');
    expect(labelled('Revenue', '   ', 'your revenue')).toBe('[Add: your revenue]');
  });

  it('quotes without doubling the full stop', () => {
    expect(quoted('We grow fast.')).toBe('"We grow fast"');
  });

  it('skips blank team rows', () => {
    expect(teamLines([{ name: '', role: '', background: 'x' }, { name: 'Ann', role: 'CEO', background: '' }])).toEqual(['Ann — CEO']);
  });
});

describe('profileOf', () => {
  it('reads the business type from the intake', () => {
    expect(profileOf(SAMPLE_FUNDRAISING_INTAKE)).toMatchObject({ saas: true, software: true, fintech: false, singapore: true });
    expect(profileOf(SAMPLE_EXIT_INTAKE)).toMatchObject({ saas: false, software: false, fintech: false, healthcare: false, singapore: true });
  });

  it('does not flag a business as fintech for mentioning payment terms', () => {
    const intake = { ...SAMPLE_EXIT_INTAKE, businessModel: 'Invoices on 30-day payment terms' };
    expect(profileOf(intake).fintech).toBe(false);
  });
});
