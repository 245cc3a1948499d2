import type { ProCategoryId } from '../pro/pro-categories';

/**
 * Which ExitCheck Pro categories a data-room checklist category proves (docs/product-rules.md,
 * "Evidence-linked readiness"). Every checklist category of both tracks is listed, and every Pro
 * category is fed by at least one, so each bar on the Pro result has evidence that can move it.
 */
export const CHECKLIST_TO_PRO_CATEGORIES: Readonly<Record<string, readonly ProCategoryId[]>> = {
  'Corporate & ACRA records': ['legal_compliance'],
  'Financial & tax': ['financial_reporting'],
  'Commercial contracts': ['transferability'],
  'Customers & revenue': ['revenue_quality', 'customer_concentration'],
  'Intellectual property': ['transferability'],
  'HR & employment': ['leadership_continuity'],
  'Legal & compliance': ['legal_compliance'],
  'Product & technology': ['operational_systems'],
  'Fundraising documents': ['growth_potential'],
  'Transaction documents': ['market_positioning'],
};

/** The Pro categories a checklist category proves; a category the founder added by hand proves none. */
export function proCategoriesOf(checklistCategory: string): readonly ProCategoryId[] {
  return CHECKLIST_TO_PRO_CATEGORIES[checklistCategory] ?? [];
}
