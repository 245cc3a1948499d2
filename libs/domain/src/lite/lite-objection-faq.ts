export type LiteFaqItem = { question: string; answer: string };

// The six objections we hear before a first purchase, answered with what the product does.
export const LITE_OBJECTION_FAQ: LiteFaqItem[] = [
  {
    question: 'Is it worth paying when the Lite check is free?',
    answer:
      'The Lite check tells you where you stand; the paid tools tell you what to fix and produce the materials. An advisor typically charges S$5K–S$15K for the same groundwork. Starter is a one-time S$98 and Pro Vault S$198, GST-inclusive, with no subscription.',
  },
  {
    question: 'How much time will it take?',
    answer:
      'The intake takes 15–20 minutes, and your report and materials are ready within minutes of finishing.',
  },
  {
    question: 'Can I edit what it produces?',
    answer:
      'Yes. Pitch decks, investor FAQs and data-room checklists are editable in PowerPoint, Word and PDF, so you or your advisor can adapt them to your brand and your deal.',
  },
  {
    question: 'What if it is not useful for my business?',
    answer:
      'Every purchase comes with a 30-day money-back guarantee. If it does not help, ask for a refund within 30 days of payment and we will return what you paid.',
  },
  {
    question: 'What happens to my business data?',
    answer:
      'We collect only what is needed to produce your results and handle it in line with Singapore’s Personal Data Protection Act (PDPA). We never sell your data, outputs are private until you choose to share a link, and you can ask to access or correct your data, or withdraw consent, at any time.',
  },
  {
    question: 'I already have an advisor. Do I still need this?',
    answer:
      'It makes your advisor’s time go further. Arrive with a scored gap analysis, a data-room checklist and a draft deck, and paid hours go to judgement and negotiation instead of gathering documents.',
  },
];
