import type { ProCategoryDraft } from './define-pro-questions';

export const TRANSFERABILITY_V1: ProCategoryDraft = {
  description: 'How easily ownership and control can pass to a buyer: your role, relationships tied to you, related-party dealings and a clean, separable structure.',
  questions: [
    {
      id: 'tr_1',
      question: 'How many hours a week do you work in the business, and in what role?',
      weight: 1,
      hint: 'The more the owner does personally, the longer the handover or earn-out a buyer will insist on.',
      options: [
        { score: 0, text: 'Over 60 hours; I am involved in sales, operations and approvals every day' },
        { score: 3, text: '40–60 hours, personally running key customers or operations' },
        { score: 6, text: '20–40 hours, mainly on strategy, key accounts and approvals' },
        { score: 8, text: 'Under 20 hours; managers run the business and I review results with them' },
        { score: 10, text: 'A few hours a week in a board-level role, and the business ran normally during my last extended leave' },
      ],
    },
    {
      id: 'tr_2',
      question: 'How many key customer and supplier relationships depend on you personally?',
      weight: 1,
      hint: 'Relationships that leave with the owner are not what the buyer is paying for.',
      options: [
        { score: 0, text: 'Most major customers and suppliers deal only with me' },
        { score: 3, text: 'Several major accounts insist on dealing with me' },
        { score: 6, text: 'Each major account also has a named contact in the team, though I remain the main one' },
        { score: 10, text: 'Account managers own every major relationship, and customers would call the same people if I left' },
      ],
    },
    {
      id: 'tr_3',
      question: 'Are there related-party transactions a buyer would need to unwind?',
      weight: 0.9,
      hint: 'Rent, loans and services between the company and its owners or their families must be on market terms, or ended, before a buyer can trust the earnings.',
      options: [
        { score: 0, text: 'Several, undocumented: family on the payroll, personal expenses through the company, director loans in both directions' },
        { score: 3, text: 'Some, partly documented and not at market rates' },
        { score: 6, text: 'A few, documented on broadly market terms, with a plan to end or formalise them' },
        { score: 10, text: 'None, or all on written arm’s-length terms, disclosed in the accounts and easy to end at completion' },
      ],
    },
    {
      id: 'tr_4',
      question: 'Is the business separate from your other companies and interests?',
      weight: 0.9,
      hint: 'Shared staff, premises, bank accounts or contracts with the owner’s other companies make the business hard to carve out and sell on its own.',
      options: [
        { score: 0, text: 'Intertwined: staff, premises, contracts or bank accounts are shared with my other companies' },
        { score: 4, text: 'Mostly separate, but shared premises or staff are recharged informally, if at all' },
        { score: 10, text: 'Fully separate: own premises, staff, contracts, bank accounts and systems, or shared services under written agreements at market rates' },
      ],
    },
    {
      id: 'tr_5',
      question: 'How clean is your shareholding structure?',
      weight: 0.9,
      hint: 'Informal share promises, nominee holdings or undocumented options can block a sale until every holder agrees.',
      options: [
        { score: 0, text: 'Shares have been promised informally, some are held by nominees, or shareholders are in dispute' },
        { score: 3, text: 'Ownership is clear, but shareholders disagree about selling, or many small holders have no drag-along' },
        { score: 6, text: 'A few shareholders who agree on an exit, but options or convertible notes are not fully documented' },
        { score: 10, text: 'A simple cap table that matches ACRA, every option and convertible documented, and all shareholders aligned on selling' },
      ],
    },
  ],
};
