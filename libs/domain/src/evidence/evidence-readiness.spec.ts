import type { ChecklistContent } from '../pitchprep/output-types';
import { checklistItemKey } from './checklist-item-key';
import { checklistReadiness, evidenceWeightOf, type EvidenceLinkState } from './evidence-readiness';

function checklist(): ChecklistContent {
  return {
    categories: [
      {
        category: 'Financial & tax',
        items: [
          { name: 'Financial statements (SFRS)', description: '', required: true, priority: 'week_1', done: true },
          { name: 'GST registration and returns', description: '', required: false, priority: 'before_completion' },
        ],
      },
      { category: 'HR & employment', items: [{ name: 'Employment contracts', description: '', required: true, priority: 'before_loi' }] },
    ],
  };
}

const linked = (entries: [string, string, boolean][]) =>
  new Map<string, EvidenceLinkState>(entries.map(([category, name, converted]) => [checklistItemKey(category, name), { documentId: `${name}-doc`, converted }]));

describe('evidenced readiness', () => {
  it('weighs items by priority, then by whether they are required', () => {
    expect(evidenceWeightOf({ priority: 'week_1', required: false })).toBe(4);
    expect(evidenceWeightOf({ priority: 'before_term_sheet', required: true })).toBe(2);
    expect(evidenceWeightOf({ priority: 'before_completion', required: true })).toBe(1);
    expect(evidenceWeightOf({ required: true })).toBe(2);
    expect(evidenceWeightOf({ required: false })).toBe(1);
  });

  it('is zero with no links and shows what the founder declared beside it', () => {
    const r = checklistReadiness(checklist(), new Map());
    expect(r.categories[0]).toMatchObject({ category: 'Financial & tax', declared: 80, evidenced: 0 });
    expect(r.evidenced).toBe(0);
  });

  it('counts a linked document only once it converted', () => {
    const converting = checklistReadiness(checklist(), linked([['Financial & tax', 'Financial statements (SFRS)', false]]));
    expect(converting.categories[0].evidenced).toBe(0);
    const converted = checklistReadiness(checklist(), linked([['Financial & tax', 'Financial statements (SFRS)', true]]));
    expect(converted.categories[0].evidenced).toBe(80);
    expect(converted.evidenced).toBe(57); // 4 of 7
  });

  it('carries evidence to the mapped Pro categories and leaves unfed ones empty', () => {
    const r = checklistReadiness(checklist(), linked([['HR & employment', 'Employment contracts', true]]));
    const pro = Object.fromEntries(r.pro.map((p) => [p.id, p.evidenced]));
    expect(pro['leadership_continuity']).toBe(100);
    expect(pro['financial_reporting']).toBe(0);
    expect(pro['market_positioning']).toBeNull();
  });
});
