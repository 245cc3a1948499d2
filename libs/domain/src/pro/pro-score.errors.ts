export type ProScoreErrorCode =
  | 'PRO.INVALID_SCORE'
  | 'PRO.UNKNOWN_CATEGORY'
  | 'PRO.UNKNOWN_QUESTION'
  | 'PRO.UNKNOWN_OPTION';

const MESSAGES: Record<ProScoreErrorCode, string> = {
  'PRO.INVALID_SCORE': 'One of the answers has a score outside 0 to 10. Please answer that question again.',
  'PRO.UNKNOWN_CATEGORY': 'One of the answers belongs to a category that is not part of this assessment.',
  'PRO.UNKNOWN_QUESTION': 'One of the answers belongs to a question that is not part of this assessment. Please reload the assessment.',
  'PRO.UNKNOWN_OPTION': 'One of the answers is not a valid choice for its question. Please answer that question again.',
};

/** Domain error with a stable code; the edges map it to a 400. */
export class ProScoreError extends Error {
  constructor(
    readonly code: ProScoreErrorCode,
    readonly questionId: string,
  ) {
    super(MESSAGES[code]);
    this.name = 'ProScoreError';
  }
}
