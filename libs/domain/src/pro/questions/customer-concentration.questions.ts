import type { ProCategoryDraft } from './define-pro-questions';

export const CUSTOMER_CONCENTRATION_V1: ProCategoryDraft = {
  description: 'How exposed your revenue is to a few customers, and whether those customers and their contracts stay when the business changes hands.',
  questions: [
    {
      id: 'cc_1',
      question: 'What share of revenue comes from your largest customer?',
      weight: 1,
      hint: 'When one customer is more than about 20% of revenue, buyers price in the risk of losing it or push part of the price into an earn-out.',
      options: [
        { score: 0, text: 'More than 40%' },
        { score: 3, text: '25–40%' },
        { score: 6, text: '15–25%' },
        { score: 8, text: '10–15%' },
        { score: 10, text: 'Under 10%' },
      ],
    },
    {
      id: 'cc_2',
      question: 'What share of revenue comes from your five largest customers?',
      weight: 1,
      hint: 'The top-five share shows whether losing two or three accounts would sink the business.',
      options: [
        { score: 0, text: 'More than 75%' },
        { score: 3, text: '50–75%' },
        { score: 6, text: '30–50%' },
        { score: 10, text: 'Under 30%' },
      ],
    },
    {
      id: 'cc_3',
      question: 'Are your main customer relationships covered by written contracts?',
      weight: 0.9,
      hint: 'A signed contract with a notice period is an asset a buyer can value; purchase orders alone can stop at any time.',
      options: [
        { score: 0, text: 'No; key customers buy on purchase orders, quotations or informal arrangements' },
        { score: 3, text: 'Some have contracts, but they have expired or roll on with short notice periods' },
        { score: 6, text: 'Most top customers are on signed contracts of a year or longer' },
        { score: 10, text: 'All top customers are on signed multi-year or framework agreements with at least three months’ notice, and renewal dates are tracked' },
      ],
    },
    {
      id: 'cc_4',
      question: 'Do your major contracts restrict assignment or a change of control?',
      weight: 0.9,
      hint: 'Assignment clauses matter in an asset sale and change-of-control clauses in a share sale; either can let a customer walk away or renegotiate.',
      options: [
        { score: 0, text: 'We don’t know; nobody has reviewed the contracts for this' },
        { score: 3, text: 'Several major contracts need the customer’s consent to a sale, and we haven’t raised it with them' },
        { score: 6, text: 'Reviewed: a few need consent, and we know which customers to approach and when' },
        { score: 10, text: 'Reviewed by a lawyer: no major contract can be ended because of a sale, or the consents needed are agreed in principle' },
      ],
    },
    {
      id: 'cc_5',
      question: 'How secure is revenue from government, government-linked or tendered contracts?',
      weight: 0.8,
      hint: 'Public-sector and GLC work is usually re-tendered on fixed cycles and may depend on registrations held by the company, so buyers check every renewal date.',
      options: [
        { score: 0, text: 'Most revenue comes from one or two tenders that are re-tendered within the next 12 months' },
        { score: 3, text: 'A large share is tendered work, and we haven’t mapped renewal dates or qualification requirements' },
        { score: 6, text: 'Tendered or GLC revenue is a minority, or spread across several contracts with staggered renewal dates' },
        { score: 10, text: 'No material dependence on tenders, or tendered work has been renewed repeatedly under registrations (GeBIZ, BCA workheads) held by the company' },
      ],
    },
  ],
};
