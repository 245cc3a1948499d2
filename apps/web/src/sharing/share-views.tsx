import './sharing.css';
import type { ShareViewStats } from '@bv/contracts';
import { useId } from 'react';
import { formatDay, formatShareTime, viewsLabel } from './share-format';
import { useShareViews } from './use-sharing-queries';
import { useViewsCsvExport } from './use-views-csv-export';
import { LoadError } from '../ui/load-states';

export const DEVICE_LABELS: Record<ShareViewStats['recent'][number]['deviceClass'], string> = {
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
export const countryName = (code: string | null) => (code ? (regionNames?.of(code) ?? code) : 'Unknown country');

/** "45 s", "3 min 20 s", "1 h 5 min". */
export function formatDuration(seconds: number): string {
  // Under ten seconds a tenth tells a glance from a skip.
  if (seconds < 10) return `${Math.round(seconds * 10) / 10} s`;
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 === 0 ? `${s / 60} min` : `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min`;
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/**
 * One share's views: the headline figures (views, unique visitors, average time, completion),
 * views per Singapore day (last 30 days), time per slide or section, who viewed (behind the
 * e-mail gate), the latest views, and the CSV of all of them.
 */
export function ShareViews({ shareId, title, outputType = null, page = false }: { shareId: string; title: string; outputType?: string | null; page?: boolean }) {
  // On its own page the figures sit under the page's h1; in the Share panel under a link's h3.
  const Title = page ? 'h2' : 'h4';
  const Sub = page ? 'h3' : 'h5';
  const uid = useId();
  const views = useShareViews(shareId);
  const { exporting, exportCsv } = useViewsCsvExport(shareId);

  return (
    <section className={page ? 'share-views share-views--page' : 'share-views'} aria-labelledby={`${uid}-title`}>
      <Title id={`${uid}-title`} className={page ? 'visually-hidden' : undefined}>
        Views of “{title}”
      </Title>
      {views.isPending && <p role="status">Loading views…</p>}
      {views.isError && (
        <LoadError message={`The views could not be loaded: ${views.error.message}`} onRetry={() => void views.refetch()} />
      )}
      {views.data && (
        <>
          <p>
            {viewsLabel(views.data.viewCount)} in all
            {views.data.lastViewedAt && <>, last on {formatShareTime(views.data.lastViewedAt)}</>}.
            {views.data.botViews > 0 && (
              <span className="hint"> Not counted here: {views.data.botViews === 1 ? 'one visit' : `${views.data.botViews} visits`} by bots or link previews.</span>
            )}
          </p>
          <dl className="share-views__figures">
            <div>
              <dt>Unique visitors</dt>
              <dd>{views.data.uniqueVisitors}</dd>
            </div>
            <div>
              <dt>Average time</dt>
              <dd>{views.data.averageSeconds === null ? '—' : formatDuration(views.data.averageSeconds)}</dd>
            </div>
            <div>
              <dt>Read to the end</dt>
              <dd>{views.data.completionRate === null ? '—' : percent(views.data.completionRate)}</dd>
            </div>
            <div>
              <dt>Downloads</dt>
              <dd>{views.data.downloadCount}</dd>
            </div>
          </dl>
          <ViewsChart days={views.data.days} />
          <SectionTimes sections={views.data.sections} unit={outputType?.endsWith('deck') ? 'slide' : 'section'} Heading={Sub} />
          {views.data.viewers.length > 0 && (
            <>
              <Sub>Who viewed</Sub>
              <ul className="share-views__viewers">
                {views.data.viewers.map((v) => (
                  <li key={v.email}>
                    <strong>{v.email}</strong> · {viewsLabel(v.views)} · {formatDuration(v.seconds)} · last on {formatShareTime(v.lastViewedAt)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <Sub>Latest views</Sub>
          {views.data.recent.length === 0 ? (
            <p className="hint">Nobody has opened this link yet.</p>
          ) : (
            <ol className="share-views__recent">
              {views.data.recent.map((v, i) => (
                <li key={`${v.viewedAt}-${i}`}>
                  <time dateTime={v.viewedAt}>{formatShareTime(v.viewedAt)}</time>
                  {v.viewerEmail && <> · {v.viewerEmail}</>} · {DEVICE_LABELS[v.deviceClass]} · {countryName(v.country)}
                  {v.seconds > 0 && <> · {formatDuration(v.seconds)}</>}
                  {v.completed && <> · read to the end</>}
                  {v.downloads > 0 && <> · downloaded {v.downloads === 1 ? 'the PDF' : `the PDF ${v.downloads} times`}</>}
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

/** Average time on each slide or section and how many views reached it: where readers slow down, and where they stop. */
export function SectionTimes({ sections, unit, Heading = 'h5' }: { sections: ShareViewStats['sections']; unit: 'slide' | 'section'; Heading?: 'h3' | 'h5' }) {
  if (sections.length === 0 || sections.every((x) => x.reached === 0)) return null;
  const max = Math.max(1, ...sections.map((x) => x.averageSeconds));
  return (
    <>
      <Heading>Time per {unit}</Heading>
      <ol className="share-sections">
        {sections.map((x) => (
          <li key={x.index} className="share-sections__row">
            <span className="share-sections__title">
              {x.index + 1}. {x.title}
            </span>
            <span className="share-sections__track" aria-hidden="true">
              <span className="share-sections__bar" style={{ width: `${(x.averageSeconds / max) * 100}%` }} />
            </span>
            <span className="share-sections__figure">
              {formatDuration(x.averageSeconds)} · {percent(x.reached)} reached
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
