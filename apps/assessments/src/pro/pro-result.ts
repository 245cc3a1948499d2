import type { ProResult } from '@bv/contracts';
import { BUYER_QUESTION_LIMIT, likelyBuyerQuestions, PRO_CATEGORIES, withModelWording, proAnswerChanges, type ProAssessmentScore, type ProLevel, type ProQuestionBank, type ProReportFacts, type SlideAttention, type PitchIntake } from '@bv/domain';
import type { ProAssessmentEntity } from './entities/pro-assessment.entity';
import type { ProReportEntity } from './entities/pro-report.entity';

const titleOf = (id: string) => PRO_CATEGORIES.find((c) => c.id === id)?.title ?? id;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** assessment.completed needs a tier: Excellent and High read as high, Medium as medium. */
export function proTier(level: ProLevel): 'high' | 'medium' | 'low' {
  if (level === 'Excellent' || level === 'High') return 'high';
  return level === 'Medium' ? 'medium' : 'low';
}

/** One sentence naming the weakest area, for the completion event and e-mails. */
export function proInsight(score: ProAssessmentScore, bank: ProQuestionBank): string {
  const weakest = score.categoryScores.find((c) => c.categoryId === score.gaps[0]);
  const strongest = score.categoryScores.find((c) => c.categoryId === score.strengths[0]);
  const description = bank.categories.find((c) => c.id === weakest?.categoryId)?.description ?? '';
  if (!weakest || !strongest) return `Your exit readiness is ${score.level} at ${score.total}/100.`;
  return `${score.level} readiness at ${score.total}/100: ${strongest.title} is your strongest area (${round1(strongest.score)}/10), while ${weakest.title} (${round1(weakest.score)}/10) is where a buyer will push hardest. ${description}`.trim();
}

/** `attention`: what viewers of the founder's shared decks lingered on (empty when sharing could not say). */
export function toResult(
  assessment: ProAssessmentEntity,
  previous: ProAssessmentEntity | null,
  report: ProReportEntity | null,
  facts: ProReportFacts,
  bank: ProQuestionBank,
  attention: readonly SlideAttention[] = [],
  intake: PitchIntake | null = null,
): Omit<ProResult, 'peerBenchmark'> {
  const before = new Map((previous?.categoryScores ?? []).map((c) => [c.categoryId, c.score]));
  return {
    id: assessment.id,
    bankVersion: assessment.bankVersion,
    userInfo: assessment.userInfo,
    totalScore: assessment.totalScore ?? 0,
    readinessLevel: (assessment.readinessLevel ?? 'Low') as ProResult['readinessLevel'],
    categoryScores: (assessment.categoryScores ?? []).map((c) => ({
      categoryId: c.categoryId,
      title: c.title,
      weight: c.weight,
      score: round1(c.score),
      change: before.has(c.categoryId) ? round1(c.score - (before.get(c.categoryId) ?? 0)) : null,
    })),
    strengths: assessment.strengths ?? [],
    gaps: assessment.gaps ?? [],
    responses: assessment.responses.map((r) => ({ questionId: r.questionId, optionId: r.optionId, score: r.score })),
    completedAt: (assessment.completedAt ?? assessment.updatedAt).toISOString(),
    previousTotal: previous?.totalScore ?? null,
    report: report
      ? { insights: report.insights, actionPlan: report.actionPlan, recommendations: report.recommendations, aiGenerated: report.aiGenerated, generatedAt: report.generatedAt.toISOString() }
      : null,
    nextSteps: facts.advice.slice(0, 3).map((item) => ({ ...item, categoryTitle: facts.answers.find((a) => a.questionId === item.questionIds[0])?.categoryTitle ?? '' })),
    changes: previous ? proAnswerChanges(bank, previous.responses, assessment.responses) : [],
    // The model's wording (an AI report's) replaces the rule table's question by question; order, evidence and priority stay.
    buyerQuestions: withModelWording(likelyBuyerQuestions(bank, assessment.responses, BUYER_QUESTION_LIMIT, attention, intake), report?.buyerQuestions),
  };
}

export { titleOf };
