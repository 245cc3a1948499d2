import { EXITCHECK_LITE_QUESTIONS } from './exitcheck-lite-questions';
import { PITCHPREP_LITE_QUESTIONS } from './pitchprep-lite-questions';
import type { LiteQuestion, ToolType } from './lite-types';

export const LITE_QUESTIONS: Record<ToolType, readonly LiteQuestion[]> = {
  exitcheck: EXITCHECK_LITE_QUESTIONS,
  pitchprep: PITCHPREP_LITE_QUESTIONS,
};
