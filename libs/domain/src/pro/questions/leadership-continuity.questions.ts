import type { ProCategoryDraft } from './define-pro-questions';

// Prefix "ld", not "lc": Legal & Compliance has the same initials.
export const LEADERSHIP_CONTINUITY_V1: ProCategoryDraft = {
  description: 'Whether the business keeps running, and keeps its people, once the founder steps back after the sale.',
  questions: [
    {
      id: 'ld_1',
      question: 'How dependent is the business on one or two key people, including you?',
      weight: 1,
      hint: 'Key-person dependence is the most common reason buyers cut the price or lengthen the earn-out for an owner-managed business.',
      options: [
        { score: 0, text: 'Sales, key decisions and major relationships all run through one person' },
        { score: 3, text: 'Managers keep daily operations going, but big decisions and key clients wait for the owner' },
        { score: 6, text: 'A small team runs most functions, though two or three people would be hard to replace' },
        { score: 10, text: 'No single person is critical: every key role has a capable deputy and the know-how is written down' },
      ],
    },
    {
      id: 'ld_2',
      question: 'Is there a second line of management a buyer would want to keep?',
      weight: 1,
      hint: 'Buyers pay more when a proven team, not the seller, will deliver the forecast after completion.',
      options: [
        { score: 0, text: 'No; all staff report directly to the owner' },
        { score: 3, text: 'Experienced senior staff, but they execute rather than manage and have never run a function alone' },
        { score: 6, text: 'Managers run sales, operations and finance day to day; the owner still sets targets and approves spending' },
        { score: 10, text: 'A management team with its own budgets and KPIs that has already run the business for months without the owner' },
      ],
    },
    {
      id: 'ld_3',
      question: 'Do you have a documented succession plan for key roles?',
      weight: 0.9,
      hint: 'A written, tested succession plan shows a buyer that losing one person will not stall the business.',
      options: [
        { score: 0, text: 'No plan' },
        { score: 3, text: 'We know informally who would step up' },
        { score: 6, text: 'Successors are named for key roles, but not yet trained or tested' },
        { score: 10, text: 'A written plan reviewed every year, with successors trained and already covering the roles during leave' },
      ],
    },
    {
      id: 'ld_4',
      question: 'How likely are your key staff to stay through and after a sale?',
      weight: 0.9,
      hint: 'Buyers want key staff committed beyond completion, and will ask how they are tied in and how the owner will hand over.',
      options: [
        { score: 0, text: 'Some would probably leave on a sale, and nothing ties them in' },
        { score: 3, text: 'They are loyal, but have no retention incentives and some are on one-month notice' },
        { score: 6, text: 'Key staff have reasonable notice periods and non-solicitation clauses; retention bonuses are not yet designed' },
        { score: 10, text: 'Key staff have retention bonuses, phantom shares or options that pay out for staying after completion, and the owner is ready for a handover period or earn-out' },
      ],
    },
    {
      id: 'ld_5',
      question: 'Are employment contracts, CPF contributions and work passes in order?',
      weight: 0.8,
      hint: 'Missing contracts, CPF arrears or key roles held on EP or S Pass quotas a new owner may not keep become warranty claims and price adjustments.',
      options: [
        { score: 0, text: 'Some staff have no written key employment terms, CPF has been paid late, or we are at our S Pass quota with no headroom' },
        { score: 3, text: 'Contracts are old templates; CPF is paid on time; several key roles depend on Employment Pass or S Pass holders' },
        { score: 6, text: 'Written contracts with the key employment terms for everyone, CPF paid on time, and work-pass holders within quota with some headroom' },
        { score: 10, text: 'Current contracts with confidentiality, IP and non-solicitation clauses, CPF and SDL reconciled monthly, quota headroom checked, and no key role that depends on one pass renewal (including EP renewals under COMPASS)' },
      ],
    },
  ],
};
