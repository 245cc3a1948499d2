import type { ShareState } from '@bv/contracts';
import type { OutputSnapshotEntity } from '../snapshots/entities/output-snapshot.entity';
import type { ShareEntity } from './entities/share.entity';

type Snapshot = Pick<OutputSnapshotEntity, 'deletedAt'> | null;

/** Why a link works or not; the first that applies wins. */
export function shareState(share: ShareEntity, snapshot: Snapshot, now = new Date()): ShareState {
  if (share.revokedAt) return 'revoked';
  if (!snapshot || snapshot.deletedAt) return 'output_deleted';
  if (share.expiresAt && share.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (share.maxViews !== null && share.viewCount >= share.maxViews) return 'view_limit_reached';
  if (!share.isPublic) return 'private';
  return 'active';
}

/** The link would work but for its reached view cap: public, unrevoked, unexpired, its output alive. */
export function onlyCapReached(share: ShareEntity, snapshot: Snapshot, now = new Date()): boolean {
  return shareState(share, snapshot, now) === 'view_limit_reached' && share.isPublic;
}

/** The same rule in SQL for filtering lists (`s` = shares, `o` = output_snapshots). */
export const SHARE_STATE_SQL = `CASE
  WHEN s.revoked_at IS NOT NULL THEN 'revoked'
  WHEN o.output_id IS NULL OR o.deleted_at IS NOT NULL THEN 'output_deleted'
  WHEN s.expires_at IS NOT NULL AND s.expires_at <= now() THEN 'expired'
  WHEN s.max_views IS NOT NULL AND s.view_count >= s.max_views THEN 'view_limit_reached'
  WHEN NOT s.is_public THEN 'private'
  ELSE 'active' END`;
