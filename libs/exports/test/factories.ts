import {
  PRO_CATEGORIES,
  scoreProAssessment,
  type ChecklistContent,
  type DeckContent,
  type FaqContent,
  type ProAssessmentScore,
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

/** A real score from the domain's scoring, with every category answered. */
export function proScoreFactory(scores: number[] = [9, 8, 3, 6, 7, 2, 5, 10, 4]): ProAssessmentScore {
  return scoreProAssessment(PRO_CATEGORIES.map((category, i) => ({ categoryId: category.id, questionId: `${category.id}-q1`, score: scores[i] ?? 5 })));
}
