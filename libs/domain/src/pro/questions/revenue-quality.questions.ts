import type { ProCategoryDraft } from './define-pro-questions';

export const REVENUE_QUALITY_V1: ProCategoryDraft = {
  description: 'How much of your revenue a buyer can count on after completion: recurring and contracted income, retention, margins, recognition and pricing power.',
  questions: [
    {
      id: 'rq_1',
      question: 'What share of your revenue is recurring or under contract?',
      weight: 1,
      hint: 'Contracted, recurring revenue earns a higher multiple than one-off project income because the buyer can forecast it.',
      options: [
        { score: 0, text: 'Under 10%: almost every sale is one-off or project-based' },
        { score: 3, text: '10–30%: some repeat customers, but little of it under contract' },
        { score: 6, text: '30–60% is recurring or under contracts of 12 months or longer' },
        { score: 8, text: '60–80% is recurring or contracted, mostly renewing automatically' },
        { score: 10, text: 'Over 80% is recurring or contracted on multi-year terms, with a record of renewals' },
      ],
    },
    {
      id: 'rq_2',
      question: 'How much of last year’s revenue from existing customers did you keep this year?',
      weight: 1,
      hint: 'Revenue retention shows a buyer whether the customer base grows on its own or has to be refilled every year.',
      options: [
        { score: 0, text: 'We don’t track it, or we lose more than half of it each year' },
        { score: 3, text: 'Roughly 50–75%, estimated rather than measured' },
        { score: 6, text: '75–90%, measured at least once a year' },
        { score: 8, text: 'Over 90%, measured monthly or by customer cohort' },
        { score: 10, text: 'Over 100%: existing customers spend more each year, tracked by cohort and reconciled to invoices' },
      ],
    },
    {
      id: 'rq_3',
      question: 'How has your gross margin moved over the last three years?',
      weight: 0.9,
      hint: 'A stable or rising gross margin is evidence of pricing power; a falling one makes a buyer doubt the forecast.',
      options: [
        { score: 0, text: 'We can’t say: cost of sales isn’t separated from overheads in our accounts' },
        { score: 3, text: 'Down by more than five percentage points' },
        { score: 6, text: 'Broadly flat, checked once a year' },
        { score: 10, text: 'Stable or rising, tracked monthly by product or service line, with the drivers explained' },
      ],
    },
    {
      id: 'rq_4',
      question: 'When do you recognise revenue?',
      weight: 0.9,
      hint: 'Buyers restate revenue booked before it is earned, which lowers the EBITDA they are willing to pay for.',
      options: [
        { score: 0, text: 'When the cash arrives, including deposits and annual prepayments' },
        { score: 3, text: 'When we invoice, even if the work or subscription period hasn’t been delivered yet' },
        { score: 6, text: 'Mostly on delivery, but deferred and unbilled revenue are only estimated at year-end' },
        { score: 10, text: 'As required by SFRS(I) 15 or SFRS for Small Entities, with deferred and accrued revenue reconciled monthly and accepted by the auditor' },
      ],
    },
    {
      id: 'rq_5',
      question: 'When did you last raise prices, and what happened?',
      weight: 0.8,
      hint: 'A price rise that customers accepted is the clearest proof of pricing power a buyer can get.',
      options: [
        { score: 0, text: 'Not in over three years; we win work mainly on price' },
        { score: 3, text: 'We raised prices once, but lost customers or had to discount back' },
        { score: 6, text: 'We raise prices occasionally, usually after competitors do, with little churn' },
        { score: 10, text: 'We review prices every year, raised them in the last 24 months, and kept churn below what we planned for' },
      ],
    },
  ],
};
