import { formatSingaporeIsoDate } from '@bv/domain';

/** "meridian-industrial-supplies-pte-ltd-exitcheck-pro-2026-11-28.pdf": dated in Singapore time, like the report's cover. */
export function proReportFilename(company: string, completedAt: Date): string {
  const slug = (company || 'exitcheck').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'exitcheck';
  return `${slug}-exitcheck-pro-${formatSingaporeIsoDate(completedAt)}.pdf`;
}
