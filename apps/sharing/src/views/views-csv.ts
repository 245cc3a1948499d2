import type { ShareViewEntity } from '../public/entities/share-view.entity';

/** A file downloaded within a view. */
export type ViewDownload = { file: string; version: number };
type CsvView = Pick<ShareViewEntity, 'viewedAt' | 'deviceClass' | 'country' | 'visitorId' | 'viewerEmail' | 'engagedMs' | 'sectionCount' | 'furthestSection'> & {
  downloads: readonly ViewDownload[];
};

/** Reached the last slide or section. */
export const completed = (v: Pick<ShareViewEntity, 'sectionCount' | 'furthestSection'>) =>
  v.sectionCount !== null && v.furthestSection !== null && v.furthestSection >= v.sectionCount - 1;

/**
 * One field of a CSV a spreadsheet will open. A visitor typed the e-mail, so it may start with
 * a formula character (`=`, `+`, `-`, `@`, tab, CR): a leading apostrophe makes it text. Every
 * field is quoted, quotes doubled.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const HEADER = ['viewed_at', 'visitor', 'viewer_email', 'device_class', 'country', 'seconds', 'furthest_section', 'sections', 'completed', 'downloads', 'downloaded_files'];

/** The owner's export: one line per view, oldest first, with the files downloaded in it. The visitor column is a short stable label, not the cookie's id. */
export function viewsCsv(rows: CsvView[]): string {
  const labels = new Map<string, string>();
  const visitorLabel = (v: CsvView) => {
    if (!v.visitorId) return null;
    if (!labels.has(v.visitorId)) labels.set(v.visitorId, `visitor ${labels.size + 1}`);
    return labels.get(v.visitorId)!;
  };
  const lines = rows.map((v) =>
    [
      v.viewedAt.toISOString(),
      visitorLabel(v),
      v.viewerEmail,
      v.deviceClass,
      v.country,
      Math.round(v.engagedMs / 1000),
      v.furthestSection === null ? null : v.furthestSection + 1,
      v.sectionCount,
      completed(v) ? 'yes' : 'no',
      v.downloads.length,
      v.downloads.length > 0 ? v.downloads.map((d) => `${d.file} (version ${d.version})`).join('; ') : null,
    ]
      .map(csvField)
      .join(','),
  );
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
