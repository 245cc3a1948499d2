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

/**
 * A founder's document heads with the company, then what the document is: an output titled
 * "ShiftWise Pte Ltd — Investor FAQ" reads "SHIFTWISE PTE LTD" over "Investor FAQ", so neither the
 * company nor our brand is printed twice, and the title stays short enough to sit on one line.
 */
export function documentHeading(meta: DocumentMeta): { kicker: string; title: string; lines: string[] } {
  const prefix = `${meta.companyName} — `;
  const title = meta.title.startsWith(prefix) && meta.title.length > prefix.length ? meta.title.slice(prefix.length) : meta.title;
  const dated = meta.version ? `Version ${meta.version}  ·  ${formatDocumentDate(meta.generatedAt)}` : formatDocumentDate(meta.generatedAt);
  return { kicker: meta.companyName, title, lines: [...(meta.subtitle ? [meta.subtitle] : []), dated] };
}

