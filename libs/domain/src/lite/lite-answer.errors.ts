export type LiteAnswerErrorCode = 'LITE.INCOMPLETE' | 'LITE.UNKNOWN_QUESTION' | 'LITE.UNKNOWN_OPTION';

const MESSAGES: Record<LiteAnswerErrorCode, string> = {
  'LITE.INCOMPLETE': 'Please answer every question before getting your results.',
  'LITE.UNKNOWN_QUESTION': 'One of the answers belongs to a question that is not part of this assessment. Please retake the assessment.',
  'LITE.UNKNOWN_OPTION': 'One of the answers is not a valid choice for its question. Please retake the assessment.',
};

/** Domain error with a stable code; the edges map it to a 400 (CONVENTIONS "Configuration and errors"). */
export class LiteAnswerError extends Error {
  constructor(
    readonly code: LiteAnswerErrorCode,
    readonly questionId: string,
  ) {
    super(MESSAGES[code]);
    this.name = 'LiteAnswerError';
  }
}
