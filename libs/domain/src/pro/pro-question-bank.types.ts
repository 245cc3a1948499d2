import type { ProCategoryId } from './pro-categories';

export type ProOption = { id: string; text: string; score: number };

export type ProQuestion = {
  id: string;
  categoryId: ProCategoryId;
  question: string;
  type: 'multiple-choice';
  /** Weakest first; the best option is worth exactly 10. */
  options: ProOption[];
  /** Shown as "importance" only; it never changes the score (docs/product-rules.md, "Scoring and tiers"). */
  weight: number;
  hint?: string;
};

export type ProCategoryContent = {
  id: ProCategoryId;
  title: string;
  description: string;
  weight: number;
  questions: ProQuestion[];
};

export type ProQuestionBank = { version: string; categories: ProCategoryContent[] };
