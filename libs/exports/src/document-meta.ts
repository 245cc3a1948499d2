import { SINGAPORE_TIME_ZONE } from '@bv/domain';

/**
 * `version`: the output's saved version, for the file properties and footers (never a cover).
 * `watermark`: drawn across every page of a PDF (a shared link's download: who and when).
 */
export type DocumentMeta = { title: string; companyName: string; subtitle?: string; version?: number; generatedAt: Date; watermark?: string };

export const AUTHOR = 'Blueprint Vault';

// Singapore time, so a report generated late in the evening UTC shows the founder's date.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SINGAPORE_TIME_ZONE });

export function formatDocumentDate(date: Date): string {
  return dateFormat.format(date);
}
