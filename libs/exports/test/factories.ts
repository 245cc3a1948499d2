import {
  CURRENT_PRO_QUESTION_BANK,
  allTopAudit,
  proReportFacts,
  sampleProAudits,
  type ChecklistContent,
  type DeckContent,
  type FaqContent,
  type ProReportFacts,
  type Slide,
} from '@bv/domain';
import type { DocumentMeta } from '../src/document-meta';

export function metaFactory(overrides: Partial<DocumentMeta> = {}): DocumentMeta {
  return {
    title: 'Investor pitch deck',
    companyName: 'Lion City Logistics Pte. Ltd.',
    subtitle: 'Series A, 2026',
    generatedAt: new Date('2026-03-02T04:05:06.000Z'),
    ...overrides,
  };
}

export function slideFactory(index: number, overrides: Partial<Slide> = {}): Slide {
  return {
    id: `slide-${index}`,
    title: `Slide ${index} title`,
    content: `- First point of slide ${index}\n- Second point of slide ${index}`,
    notes: `Speaker notes for slide ${index}`,
    ...overrides,
  };
}

export function deckFactory(slides: Slide[] = [1, 2, 3].map((i) => slideFactory(i))): DeckContent {
  return { slides };
}

export function faqFactory(): FaqContent {
  return {
    faqs: [
      { category: 'Market', question: 'How big is the SEA market?', suggestedAnswer: 'About S$4.2bn across Singapore, Malaysia and Indonesia.' },
      { category: 'Team', question: 'Who runs engineering?', suggestedAnswer: 'Our CTO, who scaled the \u201cGrab\u201d payments stack \u2014 for five years.' },
      { category: 'Market', question: 'Why now?', suggestedAnswer: 'Cross-border e-commerce grew 30% a year since 2021.' },
    ],
  };
}

export function checklistFactory(): ChecklistContent {
  return {
    categories: [
      {
        category: 'Corporate',
        items: [
          { name: 'ACRA business profile', description: 'Latest bizfile extract.', required: true, done: true },
          { name: 'Shareholder agreement', description: 'Signed copy with all amendments.', required: true },
        ],
      },
      {
        category: 'Financial',
        items: [
          { name: 'Audited accounts', description: 'Last three years, filed with IRAS.', required: true, done: false },
          { name: 'Management accounts', description: 'Monthly, current year.', required: false, done: true },
        ],
      },
    ],
  };
}

/** The report facts of a sample audit (`mixed`, `strong`, `weak`, `saas`) or of one with every answer at 10. */
export function proFactsFactory(key: 'mixed' | 'strong' | 'weak' | 'saas' | 'all-top' = 'mixed'): ProReportFacts {
  const bank = CURRENT_PRO_QUESTION_BANK;
  const audit = key === 'all-top' ? allTopAudit(bank) : sampleProAudits(bank).find((a) => a.key === key)?.responses;
  if (!audit) throw new Error(`No sample audit ${key}`);
  return proReportFacts(bank, audit);
}
