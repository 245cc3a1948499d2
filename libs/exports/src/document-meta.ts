export type DocumentMeta = { title: string; companyName: string; subtitle?: string; generatedAt: Date };

export const AUTHOR = 'Blueprint Vault';

// Singapore time, so a report generated late in the evening UTC shows the founder's date.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Singapore' });

export function formatDocumentDate(date: Date): string {
  return dateFormat.format(date);
}
