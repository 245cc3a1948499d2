import '../sharing/sharing.css';
import '../room-link/room-link.css';
import type { RoomLinkDocument, RoomLinkPage as RoomLinkAnswer, ShareGrant } from '@bv/contracts';
import { sharingErrors } from '@bv/contracts/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { lazyView } from '../app/lazy-view';
import { roomVisitApi } from '../api/room-links';
import type { SharingApiError } from '../api/sharing';
import { useAuth } from '../auth/auth-context';
import { usePageMeta } from '../hooks/use-page-meta';
import { usePathPrefix } from '../routing/path-prefix';
import { DocumentViewer } from '../room-link/document-viewer';
import { markVisit } from '../room-link/last-visit';
import { RoomGate } from '../room-link/room-gate';
import { RoomIndex } from '../room-link/room-index';
import { sharerOf } from '../room-link/sharer';
import { retryRoomLink as retry, roomDocumentKey, roomLinkKey } from '../room-link/room-link-queries';
import { keepGrant, readGrant } from '../sharing/grant-store';
import { SharedRoom } from '../sharing/shared-room';
import { Skeleton } from '../ui/skeleton';

/**
 * A generated output in the room (a deck, FAQ or checklist) in the share viewer's renderer, which
 * brings the outputs' content model: a chunk of its own, so the room's index and its uploaded
 * documents do not carry it.
 */
export const LazyOutputDocument = lazyView(() => import('../room-link/output-document'), 'OutputDocument');

/**
 * /shared/:token/room and /shared/:token/room/documents/:documentId?page=N — a room link's
 * investor (no account; docs/product-rules.md, "Deal rooms": room links). The founder's bar
 * instead of our site's header, sign-in and footer, as on a share link's page.
 */
export function RoomLinkPage() {
  const { token = '', documentId } = useParams();
  const { withPrefix } = usePathPrefix();
  const basePath = withPrefix(`/shared/${encodeURIComponent(token)}/room`);
  // Read once per page load: a reload within 30 minutes is the same visit (last-visit.ts).
  const [previousVisitAt] = useState(() => markVisit(token));
  // The gate's grant, kept for this tab (as a share link's): a reload within its 30 minutes opens the room again.
  const [grant, setGrant] = useState(() => readGrant(token));
  const [deadLink, setDeadLink] = useState<SharingApiError | null>(null);
  const client = useQueryClient();
  // Asked once the tab knows whether someone is signed in: the founder's own visits ("Preview as
  // investor", a reload, a pasted link) send their session, and the server leaves them uncounted.
  const sessionKnown = useAuth().status !== 'loading';
  const room = useQuery<RoomLinkAnswer, SharingApiError>({ queryKey: roomLinkKey(token, grant), queryFn: () => roomVisitApi.open(token, grant), staleTime: 60_000, retry, enabled: sessionKnown });
  usePageMeta({ title: room.data?.room.name ?? 'Data room', noindex: true });
  const granted = (next: ShareGrant) => {
    keepGrant(token, next);
    setGrant(next.grant);
  };

  const sharedBy = room.data?.sharedBy ?? null;
  const frame = (children: React.ReactNode) => (
    <SharedRoom token={token} sharedBy={sharedBy} apiPath="/room">
      {children}
    </SharedRoom>
  );
  if (deadLink) return frame(<LinkProblem error={deadLink} onRetry={() => void room.refetch()} />);
  if (room.isError) return frame(<LinkProblem error={room.error} onRetry={() => void room.refetch()} />);
  if (room.isPending) return frame(<Skeleton variant="card" />);
  if (room.data.gate.step) {
    // A grant that no longer opens (expired, a newer agreement) shows the step it lacks; passing it replaces the grant.
    return frame(
      <RoomGate
        token={token}
        page={room.data}
        grant={grant}
        loading={room.isFetching}
        onGranted={granted}
        onDeadLink={setDeadLink}
        onChanged={() => void client.invalidateQueries({ queryKey: ['room-link', token] })}
      />,
    );
  }
  if (documentId) return frame(<OpenDocument key={documentId} token={token} grant={grant} watermark={room.data.watermark} documentId={documentId} indexPath={basePath} company={sharedBy?.company ?? room.data.room.name} sender={sharerOf(room.data)} />);
  return frame(<RoomIndex page={room.data} basePath={basePath} previousVisitAt={previousVisitAt} />);
}

type OpenDocumentProps = { token: string; grant: string | null; watermark: string | null; documentId: string; indexPath: string; company: string; /** The company, when known apart from the room's name (sharer.ts). */ sender: string | null };

function OpenDocument({ token, grant, watermark, documentId, indexPath, company, sender }: OpenDocumentProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const onPage = useCallback((next: number) => setParams({ page: String(next) }, { replace: true }), [setParams]);
  const sessionKnown = useAuth().status !== 'loading';
  const opened = useQuery<RoomLinkDocument, SharingApiError>({
    queryKey: roomDocumentKey(token, grant, documentId),
    queryFn: () => roomVisitApi.document(token, documentId, grant),
    staleTime: Infinity,
    retry,
    enabled: sessionKnown,
    // A document still converting is read again until it is ready (or failed).
    refetchInterval: (query) => (query.state.data?.document.status === 'converting' ? 5_000 : false),
  });
  usePageMeta({ title: opened.data?.document.name ?? 'Document', noindex: true });
  if (opened.isPending) return <Skeleton variant="card" />;
  if (opened.isError) {
    if (opened.error.status === 404 && opened.error.code === sharingErrors.DOCUMENT_NOT_FOUND.code) {
      return (
        <div className="lite-card shared-message">
          <h1>Document not found</h1>
          <p role="alert">This document is not in the room, or this link does not open it.</p>
          <div className="button-row">
            <Link className="button button--primary" to={indexPath}>Back to the room</Link>
          </div>
        </div>
      );
    }
    return <LinkProblem error={opened.error} onRetry={() => void opened.refetch()} />;
  }
  const output = opened.data.output;
  if (output) {
    return (
      <Suspense fallback={<Skeleton variant="card" />}>
        <LazyOutputDocument opened={{ ...opened.data, output }} companyName={company} watermark={watermark} indexPath={indexPath} />
      </Suspense>
    );
  }
  return <DocumentViewer token={token} grant={grant} watermark={watermark} opened={opened.data} page={page} onPage={onPage} indexPath={indexPath} sender={sender} />;
}

/** A dead link (revoked, unknown, expired) or a failed read, in words the investor can act on. */
function LinkProblem({ error, onRetry }: { error: SharingApiError; onRetry: () => void }) {
  const expired = error.code === sharingErrors.LINK_EXPIRED.code;
  const dead = expired || error.code === sharingErrors.LINK_INVALID.code || error.code === sharingErrors.ROOMS_OFF.code;
  return (
    <div className="lite-card shared-message">
      <h1>{dead ? (expired ? 'This link has expired' : 'Link unavailable') : 'Something went wrong'}</h1>
      <p role="alert">{dead ? (expired ? sharingErrors.LINK_EXPIRED.message : sharingErrors.LINK_INVALID.message) : 'Failed to load the room. Please try again.'}</p>
      {dead ? (
        <p className="hint">Ask the person who sent it for a new link.</p>
      ) : (
        <div className="button-row">
          <button className="button button--primary" type="button" onClick={onRetry}>Try again</button>
        </div>
      )}
    </div>
  );
}
