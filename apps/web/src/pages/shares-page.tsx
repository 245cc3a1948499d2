import '../sharing/analytics/share-analytics.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { WorkspacePage } from '../layout/workspace-page';
import { usePathPrefix } from '../routing/path-prefix';
import { SharesSummary } from '../sharing/analytics/shares-summary';
import { NewSharePanel } from '../sharing/new-share-drawer';
import { SharesTable } from '../sharing/shares-table';
import { useMyShares } from '../sharing/use-sharing-queries';
import { Skeleton } from '../ui/skeleton';
import { LoadError } from '../ui/load-states';

/** /shares: every link the founder has sent, the views over all of them, and each link's row: its analytics, copy, manage. */
export function SharesPage() {
  const shares = useMyShares();
  const { withPrefix } = usePathPrefix();
  const [creating, setCreating] = useState(false);
  const newLink = (
    <button type="button" className="button button--primary" aria-expanded={creating} onClick={() => setCreating(true)}>
      New link
    </button>
  );
  return (
    <WorkspacePage title="Share links" heading="Share links" actions={newLink}>
      {creating && <NewSharePanel onClose={() => setCreating(false)} />}
      {shares.isPending ? (
        <Skeleton variant="table" />
      ) : shares.isError ? (
        <LoadError message="Your share links could not be loaded." onRetry={() => void shares.refetch()} />
      ) : shares.data.length === 0 ? (
        // While the new-link form is open, the empty state's "choose New link" would only repeat it.
        !creating && (
          <div className="card card--quiet">
            <p>No links yet. Choose New link to send a deck, FAQ or checklist: a link can ask for a password or the viewer’s e-mail, expire, and tell you who read what.</p>
            <Link className="button button--secondary" to={withPrefix('/pitchprep')}>
              Go to PitchPrep
            </Link>
          </div>
        )
      ) : (
        <div className="shares-page">
          <SharesSummary shares={shares.data} />
          <SharesTable shares={shares.data} caption="All your share links" />
        </div>
      )}
    </WorkspacePage>
  );
}
