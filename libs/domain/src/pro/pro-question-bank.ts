import { PRO_CATEGORIES, type ProCategoryId } from './pro-categories';
import type { ProQuestion, ProQuestionBank } from './pro-question-bank.types';
import { ProScoreError } from './pro-score.errors';
import { defineProQuestions, type ProCategoryDraft } from './questions/define-pro-questions';
import { CUSTOMER_CONCENTRATION_V1 } from './questions/customer-concentration.questions';
import { FINANCIAL_REPORTING_V1 } from './questions/financial-reporting.questions';
import { GROWTH_POTENTIAL_V1 } from './questions/growth-potential.questions';
import { LEADERSHIP_CONTINUITY_V1 } from './questions/leadership-continuity.questions';
import { LEGAL_COMPLIANCE_V1 } from './questions/legal-compliance.questions';
import { MARKET_POSITIONING_V1 } from './questions/market-positioning.questions';
import { OPERATIONAL_SYSTEMS_V1 } from './questions/operational-systems.questions';
import { REVENUE_QUALITY_V1 } from './questions/revenue-quality.questions';
import { TRANSFERABILITY_V1 } from './questions/transferability.questions';

export type { ProCategoryContent, ProOption, ProQuestion, ProQuestionBank } from './pro-question-bank.types';

const V1_CONTENT: Record<ProCategoryId, ProCategoryDraft> = {
  financial_reporting: FINANCIAL_REPORTING_V1,
  revenue_quality: REVENUE_QUALITY_V1,
  customer_concentration: CUSTOMER_CONCENTRATION_V1,
  leadership_continuity: LEADERSHIP_CONTINUITY_V1,
  operational_systems: OPERATIONAL_SYSTEMS_V1,
  legal_compliance: LEGAL_COMPLIANCE_V1,
  market_positioning: MARKET_POSITIONING_V1,
  transferability: TRANSFERABILITY_V1,
  growth_potential: GROWTH_POTENTIAL_V1,
};

/**
 * Stored assessments name the bank version they were answered against. Once a version has
 * shipped, its ids, scores and weights never change: a change is a new version added to
 * `proQuestionBanks`, so old assessments still re-read and re-score the same way.
 */
export const PRO_QUESTION_BANK_V1: ProQuestionBank = {
  version: '2026-11-v1',
  categories: PRO_CATEGORIES.map((category) => ({
    id: category.id,
    title: category.title,
    description: V1_CONTENT[category.id].description,
    weight: category.weight,
    questions: defineProQuestions(category.id, V1_CONTENT[category.id].questions),
  })),
};

export const CURRENT_PRO_QUESTION_BANK: ProQuestionBank = PRO_QUESTION_BANK_V1;

export const proQuestionBanks: Record<string, ProQuestionBank> = {
  [PRO_QUESTION_BANK_V1.version]: PRO_QUESTION_BANK_V1,
};

/** The bank as the browser gets it (GET /exitcheck/bank): everything but the option scores, which stay on the server. */
export function proBankForClients(bank: ProQuestionBank) {
  return {
    version: bank.version,
    categories: bank.categories.map((c) => ({
      id: c.id,
      title: c.title,
      description: c.description,
      weight: c.weight,
      questions: c.questions.map((q) => ({
        id: q.id,
        question: q.question,
        type: q.type,
        weight: q.weight,
        ...(q.hint ? { hint: q.hint } : {}),
        options: q.options.map((o) => ({ id: o.id, text: o.text })),
      })),
    })),
  };
}

export function findProQuestion(bank: ProQuestionBank, questionId: string): ProQuestion {
  for (const category of bank.categories) {
    const question = category.questions.find((q) => q.id === questionId);
    if (question) return question;
  }
  throw new ProScoreError('PRO.UNKNOWN_QUESTION', questionId);
}

export function proOptionScore(bank: ProQuestionBank, questionId: string, optionId: string): number {
  const option = findProQuestion(bank, questionId).options.find((o) => o.id === optionId);
  if (!option) throw new ProScoreError('PRO.UNKNOWN_OPTION', questionId);
  return option.score;
}
