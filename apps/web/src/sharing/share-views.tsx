import type { ShareViewStats } from '@bv/contracts';
import { useId, useState } from 'react';
import { sharingApi } from '../api/sharing';
import { saveFile } from '../ui/save-file';
import { useToast } from '../ui/toast/toast-context';
import { formatDay, formatShareTime, viewsLabel } from './share-format';
import { useShareViews } from './use-sharing-queries';
import { LoadError } from '../ui/load-states';

const DEVICE_LABELS: Record<ShareViewStats['recent'][number]['deviceClass'], string> = {
  desktop: 'Desktop',
  mobile: 'Phone',
  tablet: 'Tablet',
  bot: 'Bot or link preview',
  unknown: 'Unknown device',
};

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en-SG'], { type: 'region' });
  } catch {
    return null;
  }
})();
const countryName = (code: string | null) => (code ? (regionNames?.of(code) ?? code) : 'Unknown country');

/** One share's views: per Singapore day (last 30 days), the latest views, and the CSV of all of them. */
export function ShareViews({ shareId, title }: { shareId: string; title: string }) {
  const uid = useId();
  const views = useShareViews(shareId);
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await sharingApi.viewsCsv(shareId);
      saveFile(blob, filename);
    } catch (error) {
      const description = error instanceof Error ? error.message : 'Please try again.';
      showToast({ title: 'Export Failed', description, variant: 'destructive', action: { label: 'Retry', onClick: () => void exportCsv() } });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="share-views" aria-labelledby={`${uid}-title`}>
      <h4 id={`${uid}-title`}>Views of “{title}”</h4>
      {views.isPending && <p role="status">Loading views…</p>}
      {views.isError && (
        <LoadError message={`The views could not be loaded: ${views.error.message}`} onRetry={() => void views.refetch()} />
      )}
      {views.data && (
        <>
          <p>
            {viewsLabel(views.data.viewCount)} in all
            {views.data.lastViewedAt && <>, last on {formatShareTime(views.data.lastViewedAt)}</>}.
          </p>
          <ViewsChart days={views.data.days} />
          <h5>Latest views</h5>
          {views.data.recent.length === 0 ? (
            <p className="hint">Nobody has opened this link yet.</p>
          ) : (
            <ol className="share-views__recent">
              {views.data.recent.map((v, i) => (
                <li key={`${v.viewedAt}-${i}`}>
                  <time dateTime={v.viewedAt}>{formatShareTime(v.viewedAt)}</time> · {DEVICE_LABELS[v.deviceClass]} · {countryName(v.country)}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      <div className="button-row">
        <button type="button" className="button button--secondary button--small" onClick={() => void exportCsv()} disabled={exporting} aria-busy={exporting || undefined}>
          Export CSV<span className="visually-hidden"> of the views of {title}</span>
        </button>
      </div>
    </section>
  );
}

/**
 * Bars for sighted readers, a list of days and counts for everyone: each bar is a list item
 * whose text says the day and the number, so a screen reader reads the same figures.
 */
export function ViewsChart({ days }: { days: ShareViewStats['days'] }) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const first = days[0];
  const last = days.at(-1);
  const caption = first && last ? `Views per day, ${formatDay(first.date)} to ${formatDay(last.date)} (Singapore time)` : 'Views per day';
  return (
    <figure className="share-chart">
      <figcaption>{caption}</figcaption>
      <ol className="share-chart__bars" aria-label={caption}>
        {days.map((d) => {
          const label = `${formatDay(d.date)}: ${viewsLabel(d.views)}`;
          return (
            <li key={d.date} className="share-chart__day" title={label}>
              <span className="share-chart__bar" style={{ height: `${(d.views / max) * 100}%` }} aria-hidden="true" />
              <span className="visually-hidden">{label}</span>
            </li>
          );
        })}
      </ol>
      <p className="share-chart__axis" aria-hidden="true">
        <span>{first ? formatDay(first.date) : ''}</span>
        <span>{last ? formatDay(last.date) : ''}</span>
      </p>
    </figure>
  );
}
