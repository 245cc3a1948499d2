import { Link, useParams } from 'react-router';
import { WorkspacePage } from '../layout/workspace-page';
import { outputLabelOf } from '../pitchprep/output-labels';
import { usePathPrefix } from '../routing/path-prefix';
import { SHARE_STATE_LABELS } from '../sharing/share-format';
import { ShareAnalytics } from '../sharing/analytics/share-analytics';
import { useMyShares } from '../sharing/use-sharing-queries';
import { LoadError } from '../ui/load-states';
import { Skeleton } from '../ui/skeleton';

/**
 * /shares/:shareId: one link's analytics on a page of their own (visitors, time per slide,
 * read to the end, who viewed, downloads), reached from the Shares table and the Share panel.
 */
export function ShareAnalyticsPage() {
  const { shareId = '' } = useParams();
  const shares = useMyShares();
  const { withPrefix } = usePathPrefix();
  const share = shares.data?.find((s) => s.id === shareId);
  const type = share ? outputLabelOf(share.outputType, 'Output') : null;

  return (
    <WorkspacePage
      title={share ? `Analytics: ${share.title}` : 'Link analytics'}
      heading={share?.title ?? 'Link analytics'}
      eyebrow={share ? `${type} · ${SHARE_STATE_LABELS[share.state]}` : undefined}
      breadcrumbs={[{ label: 'Shares', to: '/shares' }, { label: share?.title ?? 'Analytics' }]}
      actions={
        share &&
        share.state !== 'output_deleted' && (
          <Link className="button button--secondary" to={withPrefix(`/pitchprep/outputs/${share.outputId}`)}>
            Manage link
          </Link>
        )
      }
    >
      {shares.isPending ? (
        <Skeleton variant="card" />
      ) : shares.isError ? (
        <LoadError message="Your share links could not be loaded." onRetry={() => void shares.refetch()} />
      ) : !share ? (
        <div className="card card--quiet">
          <p>This link is not one of yours, or it no longer exists.</p>
          <Link className="button button--primary" to={withPrefix('/shares')}>
            All your links
          </Link>
        </div>
      ) : (
        <ShareAnalytics share={share} />
      )}
    </WorkspacePage>
  );
}
