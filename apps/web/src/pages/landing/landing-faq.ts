import type { AccordionItem } from '../../ui/accordion';

export const LANDING_FAQ: AccordionItem[] = [
  {
    question: 'What exactly do I get?',
    answer:
      'ExitCheck gives you a scored exit-readiness audit across 9 categories with red flags and an action plan. PitchPrep builds a pitch deck, an investor FAQ and a data-room checklist on a fundraising or an exit track. Everything is editable in PowerPoint, Word and PDF.',
  },
  {
    question: 'How long does it take?',
    answer: 'The intake takes 15–20 minutes. Your materials are ready within minutes of finishing.',
  },
  {
    question: 'Is it relevant outside Singapore?',
    answer:
      'Yes. It is built for Singapore and Southeast Asia, including Malaysia, Indonesia, Thailand, Vietnam and the Philippines. Singapore-specific items such as ACRA and IRAS filings are called out, and the principles apply across the region.',
  },
  {
    question: 'Do I need an account for the free Lite assessments?',
    answer: 'No. Enter your name and email, answer five questions, and you get your score, key insight and roadmap straight away.',
  },
  {
    question: 'What if it does not help?',
    answer: 'Every purchase has a 30-day money-back guarantee from the date of payment.',
  },
  {
    question: 'How is my data handled?',
    answer:
      'We handle personal data in line with Singapore’s Personal Data Protection Act (PDPA). We never sell it, your outputs stay private unless you share a link, and you can ask us to access, correct or delete your data at any time.',
  },
];
