import '../../sharing/analytics/share-analytics.css';
import './room-analytics.css';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { RoomAnalytics } from '@bv/contracts';
import { WorkspacePage } from '../../layout/workspace-page';
import { usePathPrefix } from '../../routing/path-prefix';
import { formatShareTime } from '../../sharing/share-format';
import { formatDuration, ViewsChart } from '../../sharing/share-views';
import { LoadError } from '../../ui/load-states';
import { Skeleton } from '../../ui/skeleton';
import { useRoom } from '../use-rooms';
import { DocumentsTable, PageTimes } from './room-analytics-tables';
import { VisitorsTable } from './room-visitors-table';
import { useRoomAnalytics, useRoomCsvExport } from './use-room-analytics';

/**
 * /dashboard/rooms/:roomId/analytics: what the room's links' visitors read (docs/product-rules.md,
 * "Deal rooms": room analytics): figures, views over time, each visitor, each document with its
 * completion, the time per page of the chosen document, and the CSV of every view.
 */
export function RoomAnalyticsPage({ roomId }: { roomId: string }) {
  const room = useRoom(roomId);
  const stats = useRoomAnalytics(roomId);
  const { withPrefix } = usePathPrefix();
  const name = room.data?.name ?? 'Deal room';
  return (
    <WorkspacePage
      title={`Analytics: ${name}`}
      heading="Room analytics"
      eyebrow={name}
      breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Deal rooms', to: '/dashboard/rooms' }, { label: name, to: `/dashboard/rooms/${roomId}` }, { label: 'Analytics' }]}
      actions={stats.data && stats.data.totals.documentViews > 0 ? <ExportCsv roomId={roomId} /> : undefined}
    >
      {stats.isPending ? (
        <div className="share-analytics" role="status" aria-label="Loading the room's analytics">
          <Skeleton variant="card" />
          <Skeleton variant="card" />
        </div>
      ) : stats.isError ? (
        <LoadError message={stats.error.status === 404 ? 'This room does not exist or is not yours.' : `The analytics could not be loaded: ${stats.error.message}`} onRetry={() => void stats.refetch()} />
      ) : stats.data.totals.documentViews === 0 ? (
        <div className="card card--quiet room-analytics__empty">
          <h2>Nobody has opened a document yet</h2>
          <p>When someone reads a document through one of this room's links, you see here who it was, what they read, for how long, and what they downloaded.</p>
          <Link className="button button--primary" to={withPrefix(`/dashboard/rooms/${roomId}`)}>
            Back to the room to share it
          </Link>
        </div>
      ) : (
        <Analytics stats={stats.data} />
      )}
    </WorkspacePage>
  );
}

function Analytics({ stats }: { stats: RoomAnalytics }) {
  const read = stats.documents.filter((d) => d.views > 0);
  const [chosen, setChosen] = useState<string | null>(null);
  // Until the founder picks one, the document read longest.
  const selected = read.find((d) => d.documentId === chosen) ?? [...read].sort((a, b) => b.seconds - a.seconds)[0] ?? null;
  return (
    <div className="share-analytics room-analytics">
      {stats.lastViewedAt && <p className="room-analytics__last">Last document opened {formatShareTime(stats.lastViewedAt)}. Bots and link previews are never counted.</p>}
      <dl className="analytics-figures analytics-figures--four">
        <Figure label="Visitors" value={stats.totals.visitors} />
        <Figure label="Document views" value={stats.totals.documentViews} />
        <Figure label="Time reading" value={formatDuration(stats.totals.seconds)} />
        <Figure label="Downloads" value={stats.totals.downloads} />
      </dl>
      <Panel title="Views over time">
        {stats.days.some((d) => d.views > 0) ? <ViewsChart days={stats.days} /> : <p className="hint">No document was opened in the last {stats.days.length} days.</p>}
      </Panel>
      <Panel title="Visitors">
        <VisitorsTable visitors={stats.visitors} />
      </Panel>
      <div className="share-analytics__columns">
        <Panel title="Documents">
          <DocumentsTable documents={stats.documents} selected={selected?.documentId ?? null} onSelect={setChosen} />
        </Panel>
        <Panel title={selected ? `Time per page: ${selected.name}` : 'Time per page'}>{selected ? <PageTimes document={selected} /> : <p className="hint">No document has been read yet.</p>}</Panel>
      </div>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="analytics-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
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

function ExportCsv({ roomId }: { roomId: string }) {
  const { exporting, exportCsv } = useRoomCsvExport(roomId);
  return (
    <button type="button" className="button button--secondary button--small" onClick={() => void exportCsv()} disabled={exporting} aria-busy={exporting || undefined}>
      {exporting ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
