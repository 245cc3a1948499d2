import type { assessmentsErrors } from './error-catalogues';

export type ErrorText = { readonly title: string; readonly description: string };
type ReportWriterCode = (typeof assessmentsErrors)['AI_CONFIG_ERROR' | 'AI_RATE_LIMIT' | 'AI_TIMEOUT' | 'AI_AUTH_ERROR']['code'];

/**
 * What the report page shows when writing failed: docs/product-rules.md, "ExitCheck Pro" (AI report), gives the titles by code, the
 * descriptions are ours. Keyed by the catalogue's codes (checked by the type); other codes show
 * REPORT_ERROR_TITLE and the server's message.
 */
export const reportErrorTexts: Readonly<Record<string, ErrorText>> = {
  AI_CONFIG_ERROR: {
    title: 'Service Configuration Error',
    description: 'The report service is not set up correctly. Please try again later or contact support.',
  },
  RATE_LIMIT: { title: 'Service Busy', description: 'Many reports are being written right now. Please try again in a minute.' },
  TIMEOUT_ERROR: { title: 'Generation Timeout', description: 'Writing the report took too long. Please try again.' },
  // The AI provider refused our key: nothing the customer's sign-in can fix.
  AUTH_ERROR: {
    title: 'Authentication Issue',
    description: 'The report service could not connect to its writing engine. Please try again later or contact support.',
  },
} satisfies Record<ReportWriterCode, ErrorText>;
export const REPORT_ERROR_TITLE = 'Generation Error';
