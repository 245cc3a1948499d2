import type { ProReport } from '@bv/contracts';
import { ApiError } from '../../api/api-error';

type Message = { title: string; description: string };

/** Spec §8 "Report generation": the titles by error code; the descriptions are ours. */
const BY_CODE: Record<string, Message> = {
  AI_CONFIG_ERROR: {
    title: 'Service Configuration Error',
    description: 'The report service is not set up correctly. Please try again later or contact support.',
  },
  RATE_LIMIT: { title: 'Service Busy', description: 'Many reports are being written right now. Please try again in a minute.' },
  TIMEOUT_ERROR: { title: 'Generation Timeout', description: 'Writing the report took too long. Please try again.' },
  // The AI provider refused our key: nothing the customer's sign-in can fix.
  AUTH_ERROR: { title: 'Authentication Issue', description: 'The report service could not connect to its writing engine. Please try again later or contact support.' },
};

export function reportErrorMessage(error: unknown): Message {
  const code = error instanceof ApiError ? error.code : undefined;
  const known = code ? BY_CODE[code] : undefined;
  if (known) return known;
  const message = error instanceof Error && error.message ? error.message : 'We could not write your report. Please try again.';
  return { title: 'Generation Error', description: message };
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
