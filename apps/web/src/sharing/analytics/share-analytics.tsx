import './share-analytics.css';
import type { OwnerShare, ShareViewStats } from '@bv/contracts';
import type { ReactNode } from 'react';
import { LoadError } from '../../ui/load-states';
import { Skeleton } from '../../ui/skeleton';
import { formatShareTime } from '../share-format';
import { ViewsChart } from '../share-views';
import { useShareViews } from '../use-sharing-queries';
import { useViewsCsvExport } from '../use-views-csv-export';
import { AnalyticsFigures } from './analytics-figures';
import { NoViewsYet } from './no-views-yet';
import { isDeckType, useSlideThumbnails } from './slide-thumbnails';
import { SlideTimes } from './slide-times';
import { VisitorIntents } from './visitor-intents';
import { DownloadsTable, PeopleTable, VisitsTable } from './visitor-tables';

/**
 * One link's analytics on its own page (docs/product-rules.md, "Sharing links"): the headline
 * figures by people, who to follow up with (each visitor's intent), views per day, time per slide with each slide's picture, who viewed, the
 * latest views and downloads; before any view, the link to copy instead of empty charts.
 */
export function ShareAnalytics({ share }: { share: OwnerShare }) {
  const views = useShareViews(share.id);
  const thumbnails = useSlideThumbnails(share.outputId, share.outputType, share.state !== 'output_deleted');

  if (views.isPending) {
    return (
      <div className="share-analytics" role="status" aria-label="Loading the views">
        <Skeleton variant="card" />
        <Skeleton variant="card" />
      </div>
    );
  }
  if (views.isError) {
    return <LoadError message={`The views could not be loaded: ${views.error.message}`} onRetry={() => void views.refetch()} />;
  }
  const stats = views.data;
  if (stats.viewCount === 0) {
    return (
      <div className="share-analytics">
        <NoViewsYet share={share} />
        <BotNote stats={stats} />
      </div>
    );
  }
  const unit = isDeckType(share.outputType) ? 'slide' : 'section';
  return (
    <div className="share-analytics">
      <div className="share-analytics__summary">
        <p>
          {stats.lastViewedAt && <>Last viewed {formatShareTime(stats.lastViewedAt)}. </>}
          <BotNote stats={stats} />
        </p>
        <ExportCsv share={share} />
      </div>
      <AnalyticsFigures stats={stats} />
      {stats.visitors.length > 0 && (
        <Panel title="Who to follow up with">
          <VisitorIntents visitors={stats.visitors} deck={isDeckType(share.outputType)} />
        </Panel>
      )}
      <Panel title="Views over time">
        {stats.days.some((d) => d.views > 0) ? <ViewsChart days={stats.days} /> : <p className="hint">No views in the last 30 days.</p>}
      </Panel>
      <div className="share-analytics__columns">
        <Panel title={`Time per ${unit}`}>
          <SlideTimes sections={stats.sections} unit={unit} thumbnails={thumbnails} />
        </Panel>
        <div className="share-analytics__stack">
          <Panel title="People">
            {stats.viewers.length > 0 ? (
              <PeopleTable viewers={stats.viewers} />
            ) : (
              <p className="hint">{share.requireEmail ? 'Nobody has passed the e-mail gate yet.' : 'Visitors stay anonymous: turn on the e-mail gate under Manage link to learn who they are.'}</p>
            )}
          </Panel>
          <Panel title="Downloads">
            {stats.recentDownloads.length > 0 ? (
              <DownloadsTable downloads={stats.recentDownloads} />
            ) : (
              <p className="hint">{share.allowDownload ? 'Nobody has downloaded the PDF yet.' : 'Downloads are off for this link.'}</p>
            )}
          </Panel>
        </div>
      </div>
      <Panel title="Latest views">
        <VisitsTable visits={stats.recent} />
      </Panel>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="analytics-panel">
      <h2 className="analytics-panel__title">{title}</h2>
      {children}
    </section>
  );
}

/** Bots and link previews never enter a figure; the owner is told how many there were. */
function BotNote({ stats }: { stats: ShareViewStats }) {
  if (stats.botViews === 0) return null;
  return <span className="hint">Not counted here: {stats.botViews === 1 ? 'one visit' : `${stats.botViews} visits`} by bots or link previews.</span>;
}

function ExportCsv({ share }: { share: OwnerShare }) {
  const { exporting, exportCsv } = useViewsCsvExport(share.id);
  return (
    <button type="button" className="button button--secondary button--small" onClick={() => void exportCsv()} disabled={exporting} aria-busy={exporting || undefined}>
      Export CSV<span className="visually-hidden"> of the views of {share.title}</span>
    </button>
  );
}
