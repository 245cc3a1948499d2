import type { ScoreTier, ToolType } from './lite-types';

export type LiteFirstWeekItem = { day: string; task: string };

// One task a day, each small enough to finish alongside running the business.
export const LITE_FIRST_WEEK: Record<ToolType, Record<ScoreTier, LiteFirstWeekItem[]>> = {
  exitcheck: {
    high: [
      { day: 'Day 1', task: 'Put the last three years of audited SFRS statements and IRAS notices of assessment in one folder' },
      { day: 'Day 2', task: 'List add-backs for normalised EBITDA: owner pay above market, one-off legal fees, personal expenses' },
      { day: 'Day 3', task: 'Note which customer, supplier and bank relationships still depend on you personally' },
      { day: 'Day 4', task: 'Download your latest ACRA business profile and check directors, shareholders and address are current' },
      { day: 'Day 5', task: 'Decide your target exit window and the lowest price you would accept' },
    ],
    medium: [
      { day: 'Day 1', task: 'Check your ACRA and IRAS filing status and note anything overdue' },
      { day: 'Day 2', task: 'Export revenue by customer for the last 24 months and work out your top three customers’ share' },
      { day: 'Day 3', task: 'List any personal expenses running through the company and send the list to your accountant' },
      { day: 'Day 4', task: 'Pick the one process that would stall without you and write its SOP' },
      { day: 'Day 5', task: 'Ask your accountant about an SFRS audit for the current financial year' },
    ],
    low: [
      { day: 'Day 1', task: 'Gather the last 12 months of bank statements, invoices and receipts in one place' },
      { day: 'Day 2', task: 'Book a meeting with a qualified accountant to review your books' },
      { day: 'Day 3', task: 'List everything in the business that only you can do' },
      { day: 'Day 4', task: 'Check for overdue ACRA annual returns or IRAS filings and diarise the deadlines' },
      { day: 'Day 5', task: 'Choose one customer relationship to introduce to a colleague' },
    ],
  },
  pitchprep: {
    high: [
      { day: 'Day 1', task: 'Update your metrics to last month-end and check they match your management accounts' },
      { day: 'Day 2', task: 'Cut your deck to 15 slides or fewer and move the rest to an appendix' },
      { day: 'Day 3', task: 'Write your ask: the amount, the instrument and the milestones it funds' },
      { day: 'Day 4', task: 'Draft a list of 30 target investors with stage, sector focus and typical cheque size' },
      { day: 'Day 5', task: 'Ask two founders in your network for warm introductions to your top five investors' },
    ],
    medium: [
      { day: 'Day 1', task: 'Reconcile the last 12 months of your model to your actual accounts' },
      { day: 'Day 2', task: 'Calculate CAC, LTV and gross margin for your main customer segment' },
      { day: 'Day 3', task: 'List every shareholder, option holder, SAFE and promise of equity' },
      { day: 'Day 4', task: 'Work out your runway in months at the current monthly burn' },
      { day: 'Day 5', task: 'Write down the three milestones your next round must fund' },
    ],
    low: [
      { day: 'Day 1', task: 'List your paying customers and pilots, and what each one pays' },
      { day: 'Day 2', task: 'Call three interested prospects and ask them to start a paid trial' },
      { day: 'Day 3', task: 'Work out monthly burn and runway from your bank statements' },
      { day: 'Day 4', task: 'Write down who owns what in the company today, including any verbal promises' },
      { day: 'Day 5', task: 'Describe in one paragraph the problem you solve and for whom' },
    ],
  },
};
