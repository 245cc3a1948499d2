import '../sharing/sharing.css';
import type { ShareGrant, SharedPage } from '@bv/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { SHARING_CODES, type SharingApiError } from '../api/sharing';
import { usePageMeta } from '../hooks/use-page-meta';
import { OUTPUT_LABELS } from '../pitchprep/output-labels';
import { usePathPrefix } from '../routing/path-prefix';
import { keepGrant, readGrant } from '../sharing/grant-store';
import { SharedContentView } from '../sharing/shared-content-view';
import { SharedDownloadButton } from '../sharing/shared-download-button';
import { SharedGateForm } from '../sharing/shared-gate-form';
import { SharedRoom } from '../sharing/shared-room';
import { fetchSharedPage, retrySharedPage, sharedPageKey } from '../sharing/shared-page-query';
import { useEngagement } from '../sharing/use-engagement';
import { Skeleton } from '../ui/skeleton';
import { formatDateTime } from '../format/format';
import { sharingErrors } from '@bv/contracts/messages';

// docs/product-rules.md, "Sharing links", verbatim, from the sharing catalogue: visitors open this
// page on their phones, and @bv/contracts/messages brings no zod with it.
export const LINK_INVALID_MESSAGE = sharingErrors.LINK_INVALID.message;
export const LINK_EXPIRED_MESSAGE = sharingErrors.LINK_EXPIRED.message;
export const LOAD_FAILED_MESSAGE = 'Failed to load shared content. Please try again.';

const isDeadLink = (error: SharingApiError) =>
  error.code === SHARING_CODES.linkInvalid || error.code === SHARING_CODES.linkExpired || error.status === 404;


/**
 * /shared/:token — open to anyone holding the link (docs/product-rules.md, "Sharing links"): the
 * founder's room, with their name, logo and colours, and none of our site's navigation.
 */
export function SharedContentPage() {
  const { token = '' } = useParams();
  // A new token is a new page: nothing (grant, dead-link verdict) carries over.
  return <SharedLink key={token} token={token} />;
}

function SharedLink({ token }: { token: string }) {
  const { withPrefix } = usePathPrefix();
  // The grant this tab holds for the link, sent as X-Share-Grant so a reload skips the prompt.
  const [grant, setGrant] = useState(() => readGrant(token));
  const [diedWhileAsking, setDiedWhileAsking] = useState<SharingApiError | null>(null);

  const page = useQuery<SharedPage, SharingApiError>({
    // main.tsx may have started this request already (prefetchSharedPage).
    queryKey: sharedPageKey(token, grant),
    // A refused grant (expired, or the owner changed the password) is forgotten: the gate asks again.
    queryFn: () => fetchSharedPage(token, grant),
    // Opening with content counts a view: read once per visit, never again in the background.
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    // The prompt stays (verifying) while the content is fetched with a new grant.
    placeholderData: keepPreviousData,
    retry: retrySharedPage,
  });

  usePageMeta({ title: page.data ? headingOf(page.data) : 'Shared content', description: page.data?.description ?? undefined, noindex: true });
  // Time per slide or section, for the owner's analytics (this view's id came with the content).
  const onSectionChange = useEngagement(token, page.data?.content?.viewId ?? null);

  const onGranted = (next: ShareGrant) => {
    keepGrant(token, next);
    setGrant(next.grant);
  };

  const dead = diedWhileAsking ?? (page.error && isDeadLink(page.error) ? page.error : null);
  const sharedBy = page.data?.sharedBy ?? null;

  if (dead) {
    return (
      <SharedRoom token={token} sharedBy={null}>
        <DeadLinkMessage expired={dead.code === SHARING_CODES.linkExpired} homePath={withPrefix('/')} />
      </SharedRoom>
    );
  }

  if (page.isError && !page.isFetching) {
    return (
      <SharedRoom token={token} sharedBy={sharedBy}>
        <div className="lite-card shared-message">
          <h1>Shared content</h1>
          <p role="alert">{LOAD_FAILED_MESSAGE}</p>
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => void page.refetch()}>
              Retry
            </button>
          </div>
        </div>
      </SharedRoom>
    );
  }

  if (!page.data) {
    return (
      <SharedRoom token={token} sharedBy={null}>
        <div className="lite-card shared-message">
          <p className="hint" role="status">
            Loading shared content…
          </p>
          <Skeleton variant="card" />
        </div>
      </SharedRoom>
    );
  }

  const { title, description, expiresAt, content, requiresPassword, requiresEmail } = page.data;
  const header = (
    <div className="shared-header">
      <p className="eyebrow">Shared with you by {page.data.sharedBy.company}</p>
      <h1>{headingOf(page.data)}</h1>
      {description && <p className="lead">{description}</p>}
      {expiresAt && <p className="hint">This link works until {formatDateTime(expiresAt)} (Singapore time).</p>}
    </div>
  );
  const download = content?.allowDownload ? <SharedDownloadButton token={token} grant={grant} title={title} /> : undefined;

  if (!content) {
    return (
      <SharedRoom token={token} sharedBy={sharedBy}>
        <div className="lite-card shared-gate">
          {header}
          <SharedGateForm
            token={token}
            requiresPassword={requiresPassword}
            requiresEmail={requiresEmail}
            loadingContent={page.isPlaceholderData || page.isFetching}
            onGranted={onGranted}
            onDeadLink={setDiedWhileAsking}
          />
        </div>
      </SharedRoom>
    );
  }

  return (
    <SharedRoom token={token} sharedBy={sharedBy} actions={download}>
      <article className="shared-page">
        {header}
        <SharedContentView outputType={content.outputType} content={content.content} companyName={content.outputTitle.split(' — ')[0] || title} onSectionChange={onSectionChange} />
      </article>
    </SharedRoom>
  );
}

/**
 * The page's heading: the link's own title when the founder gave it one, else what it is and whose
 * ("Lion City Logistics — Exit deck"). A link is titled after its output unless the founder changes
 * it; a kind beside a title of the founder's own ("Exit deck" over "Series A deck") could contradict it.
 */
function headingOf(page: SharedPage): string {
  const content = page.content;
  if (!content || page.title.trim() !== content.outputTitle.trim()) return page.title;
  const kind = OUTPUT_LABELS[content.outputType as keyof typeof OUTPUT_LABELS];
  const company = (content.outputTitle.split(' — ')[0] ?? '').replace(/[\s,]+(Pte\.?\s*Ltd|Sdn\.?\s*Bhd|Ltd|Inc|LLC|Limited)\.?$/i, '').trim();
  return kind && company ? `${company} — ${kind}` : page.title;
}

/**
 * A dead link says what we may say: expired, or not available. Unknown, revoked, private, used up
 * and deleted links read the same (docs/product-rules.md, "Sharing links"), so nobody learns that
 * a link existed. The visitor's way forward is the sender, not our site: "Go Home" stays a quiet
 * link for the product's rule, below the advice.
 */
function DeadLinkMessage({ expired, homePath }: { expired: boolean; homePath: string }) {
  return (
    <div className="lite-card shared-message shared-message--dead">
      <svg className="shared-message__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1M4 4l16 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <h1>{expired ? 'This link has expired' : 'Link unavailable'}</h1>
      <p role="alert">{expired ? LINK_EXPIRED_MESSAGE : LINK_INVALID_MESSAGE}</p>
      <p className="shared-message__next">
        <strong>Ask the person who sent it for a new link.</strong> They can make one in a minute, with the same document behind it.
      </p>
      <p className="shared-message__home">
        <Link to={homePath}>Go Home</Link>
      </p>
    </div>
  );
}
