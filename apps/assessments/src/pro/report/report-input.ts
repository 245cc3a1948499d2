import type { ProQuestionBank } from '@bv/domain';
import type { ProAssessmentEntity } from '../entities/pro-assessment.entity';

export type ReportDraft = {
  insights: string[];
  actionPlan: { action: string; owner: string; timeframe: string }[];
  recommendations: string[];
};

/** An answer with its question and option texts, so a report can quote the user's own words. */
export type QuotedAnswer = { categoryId: string; categoryTitle: string; question: string; answer: string; score: number };

export function quotedAnswers(assessment: ProAssessmentEntity, bank: ProQuestionBank): QuotedAnswer[] {
  return assessment.responses.flatMap((r) => {
    const category = bank.categories.find((c) => c.id === r.categoryId);
    const question = category?.questions.find((q) => q.id === r.questionId);
    const option = question?.options.find((o) => o.id === r.optionId);
    if (!category || !question || !option) return [];
    return [{ categoryId: category.id, categoryTitle: category.title, question: question.question, answer: option.text, score: r.score }];
  });
}
