import type { ShareViewEntity } from '../public/entities/share-view.entity';

/** A file downloaded within a view. */
export type ViewDownload = { file: string; version: number; at: Date };
type CsvView = Pick<ShareViewEntity, 'id' | 'viewedAt' | 'deviceClass' | 'country' | 'visitorId' | 'viewerEmail' | 'engagedMs' | 'sectionCount' | 'furthestSection' | 'outputVersion'> & {
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

/**
 * The columns a room's CSV has too (docs/product-rules.md, "Sharing links" and "Deal rooms": room
 * analytics), then the share's own: the number of downloads and the files taken.
 */
export const VIEWS_CSV_HEADER = ['viewed_at', 'name', 'email', 'verified', 'link', 'document', 'version', 'duration_seconds', 'furthest_page', 'pages', 'completion', 'downloaded_at', 'device_class', 'country'];
const HEADER = [...VIEWS_CSV_HEADER, 'downloads', 'downloaded_files'];

/** The link as the export names it: its title, and the document it shares (the output's title now). */
export type CsvLink = { title: string; document: string };

/**
 * The owner's export: one line per view, oldest first, with the files downloaded in it. A share
 * link asks no name, so the name is the visitor's label ("Visitor N", in order of first visit, as
 * the analytics page numbers them; a view without the visitor cookie is its own visitor), never
 * the cookie's id. Every address a share link has comes from its verified e-mail gate.
 */
export function viewsCsv(rows: CsvView[], link: CsvLink): string {
  const labels = new Map<string, string>();
  const visitorLabel = (v: CsvView) => {
    const key = v.visitorId ?? v.id;
    if (!labels.has(key)) labels.set(key, `Visitor ${labels.size + 1}`);
    return labels.get(key)!;
  };
  const lines = rows.map((v) =>
    [
      v.viewedAt.toISOString(),
      visitorLabel(v),
      v.viewerEmail,
      v.viewerEmail ? 'yes' : 'no',
      link.title,
      link.document,
      v.outputVersion,
      Math.round(v.engagedMs / 1000),
      v.furthestSection === null ? null : v.furthestSection + 1,
      v.sectionCount,
      completionPercent(v),
      v.downloads.length > 0 ? v.downloads.map((d) => d.at.toISOString()).join('; ') : null,
      v.deviceClass,
      v.country,
      v.downloads.length,
      v.downloads.length > 0 ? v.downloads.map((d) => `${d.file} (version ${d.version})`).join('; ') : null,
    ]
      .map(csvField)
      .join(','),
  );
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}

/** How far the view got, as a room's CSV says it: the furthest section ÷ the sections, "100%" at the last. */
function completionPercent(v: CsvView): string | null {
  if (v.sectionCount === null || v.furthestSection === null || v.sectionCount === 0) return null;
  return `${Math.round((Math.min(v.furthestSection + 1, v.sectionCount) / v.sectionCount) * 100)}%`;
}
