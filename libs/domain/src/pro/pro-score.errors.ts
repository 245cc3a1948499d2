export type ProScoreErrorCode = 'PRO.INVALID_SCORE' | 'PRO.UNKNOWN_CATEGORY';

const MESSAGES: Record<ProScoreErrorCode, string> = {
  'PRO.INVALID_SCORE': 'One of the answers has a score outside 0 to 10. Please answer that question again.',
  'PRO.UNKNOWN_CATEGORY': 'One of the answers belongs to a category that is not part of this assessment.',
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
