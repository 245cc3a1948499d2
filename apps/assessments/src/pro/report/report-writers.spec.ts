import { AppError } from '@bv/contracts';
import { CURRENT_PRO_QUESTION_BANK, scoreProAssessment, type ProCategoryId } from '@bv/domain';
import type { ProAssessmentEntity, StoredResponse } from '../entities/pro-assessment.entity';
import { writeDeterministicReport } from './deterministic-report';
import { chooseAiWriter } from '../../ai/openai-json';
import { quotedAnswers } from './report-input';

function completedAssessment(pick: (optionCount: number, index: number) => number): ProAssessmentEntity {
  const responses: StoredResponse[] = CURRENT_PRO_QUESTION_BANK.categories.flatMap((c) =>
    c.questions.map((q, i) => {
      const option = q.options[pick(q.options.length, i)];
      return { questionId: q.id, optionId: option.id, score: option.score, categoryId: c.id };
    }),
  );
  const score = scoreProAssessment(responses.map((r) => ({ ...r, categoryId: r.categoryId as ProCategoryId })));
  return {
    id: 'a',
    userId: 'u',
    bankVersion: CURRENT_PRO_QUESTION_BANK.version,
    status: 'completed',
    userInfo: { name: 'Kumar', email: 'k@example.sg', company: 'Straits Logistics', revenue: '', industry: '', phone: '' },
    responses,
    totalScore: score.total,
    readinessLevel: score.level,
    categoryScores: score.categoryScores,
    strengths: score.strengths,
    gaps: score.gaps,
    reportGenerations: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    completedAt: new Date(),
  };
}

describe('writeDeterministicReport', () => {
  it('names the level, the gaps with their scores, quotes the weakest answers and plans one action per gap', () => {
    // The weakest option in the first two questions of each category, the best elsewhere.
    const assessment = completedAssessment((count, i) => (i < 2 ? 0 : count - 1));
    const answers = quotedAnswers(assessment, CURRENT_PRO_QUESTION_BANK);
    const report = writeDeterministicReport(assessment, answers);
    expect(report.insights[0]).toContain(`${assessment.readinessLevel} at ${assessment.totalScore}/100`);
    const weakest = [...answers].sort((a, b) => a.score - b.score)[0];
    expect(report.insights.join(' ')).toContain(`you answered "${weakest.answer}"`);
    expect(report.actionPlan).toHaveLength(3);
    const gapTitle = assessment.categoryScores!.find((c) => c.categoryId === assessment.gaps![0])!.title;
    expect(report.actionPlan[0].action.startsWith(gapTitle)).toBe(true);
    for (const item of report.actionPlan) expect(item.owner && item.timeframe).toBeTruthy();
    expect(report.recommendations.length).toBeGreaterThanOrEqual(4);
  });
});

describe('chooseAiWriter', () => {
  it('writes deterministically without a key in auto mode, and with OpenAI when a key is set', () => {
    expect(chooseAiWriter({ AI_REPORTS: 'auto' })).toBeNull();
    expect(chooseAiWriter({ AI_REPORTS: 'auto', OPENAI_API_KEY: 'sk-live-key-123' })).toBe('sk-live-key-123');
    expect(chooseAiWriter({ AI_REPORTS: 'deterministic', OPENAI_API_KEY: 'sk-live-key-123' })).toBeNull();
  });

  it('maps a missing key in openai mode to AI_CONFIG_ERROR', () => {
    let caught: unknown;
    try {
      chooseAiWriter({ AI_REPORTS: 'openai' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe('AI_CONFIG_ERROR');
    expect((caught as AppError).message).toBe('The AI service is not configured correctly. Please contact support.');
  });
});
