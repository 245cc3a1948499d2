import { CHECKLIST_TEMPLATES } from '../pitchprep/writers/checklist-templates';
import { PRO_CATEGORIES } from '../pro/pro-categories';
import { CHECKLIST_TO_PRO_CATEGORIES, proCategoriesOf } from './evidence-categories';

describe('checklist categories → ExitCheck Pro categories', () => {
  it('maps every category of both tracks to at least one Pro category', () => {
    const categories = [...CHECKLIST_TEMPLATES.exit, ...CHECKLIST_TEMPLATES.fundraising].map((t) => t.category);
    for (const category of categories) expect(proCategoriesOf(category).length).toBeGreaterThan(0);
  });

  it('feeds every Pro category from some checklist category', () => {
    const fed = new Set(Object.values(CHECKLIST_TO_PRO_CATEGORIES).flat());
    expect([...fed].sort()).toEqual(PRO_CATEGORIES.map((c) => c.id).sort());
  });

  it('names no category that the templates do not write', () => {
    const written = new Set([...CHECKLIST_TEMPLATES.exit, ...CHECKLIST_TEMPLATES.fundraising].map((t) => t.category));
    expect(Object.keys(CHECKLIST_TO_PRO_CATEGORIES).filter((c) => !written.has(c))).toEqual([]);
  });

  it('maps the financial and customer categories where a buyer would look', () => {
    expect(proCategoriesOf('Financial & tax')).toEqual(['financial_reporting']);
    expect(proCategoriesOf('Customers & revenue')).toEqual(['revenue_quality', 'customer_concentration']);
    expect(proCategoriesOf('A category the founder added')).toEqual([]);
  });
});
