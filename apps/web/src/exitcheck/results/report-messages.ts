import type { ProReport } from '@bv/contracts';
import { REPORT_ERROR_TITLE, reportErrorTexts, type ErrorText } from '@bv/contracts/messages';
import { ApiError } from '../../api/api-error';

type Message = ErrorText;

export function reportErrorMessage(error: unknown): Message {
  const code = error instanceof ApiError ? error.code : undefined;
  const known = code ? reportErrorTexts[code] : undefined;
  if (known) return known;
  const message = error instanceof Error && error.message ? error.message : 'We could not write your report. Please try again.';
  return { title: REPORT_ERROR_TITLE, description: message };
}

/**
 * The success wording says what the report is based on; a report written from the answers alone
 * (aiGenerated false) is a finished product, never described by what is missing.
 */
export function reportReadyMessage(report: Pick<ProReport, 'aiGenerated'>): Message {
  return report.aiGenerated !== false
    ? { title: 'AI Report Ready', description: 'Your AI-written report is ready.' }
    : { title: 'Report Ready', description: 'Your report is ready: written from your answers and your category scores.' };
}
