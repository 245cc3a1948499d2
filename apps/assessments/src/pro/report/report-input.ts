import { proReportFacts, type ProQuestionBank, type ProReportFacts } from '@bv/domain';
import type { ProAssessmentEntity } from '../entities/pro-assessment.entity';

/** The report's facts from a completed assessment, against the bank version it was answered on. */
export function reportFactsOf(assessment: ProAssessmentEntity, bank: ProQuestionBank): ProReportFacts {
  return proReportFacts(bank, assessment.responses);
}
