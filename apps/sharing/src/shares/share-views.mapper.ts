import type { AdminShare, ShareView } from '@bv/contracts';
import type { OutputSnapshotEntity } from '../snapshots/entities/output-snapshot.entity';
import type { ShareEntity } from './entities/share.entity';
import { shareState } from './share-state';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function ownerShareView(share: ShareEntity, snapshot: OutputSnapshotEntity | null, token: string, viewsThisWeek: number): ShareView {
  return {
    id: share.id,
    outputId: share.outputId,
    outputType: snapshot?.outputType ?? null,
    title: share.title,
    description: share.description,
    token,
    requiresPassword: share.passwordHash !== null,
    expiresAt: iso(share.expiresAt),
    maxViews: share.maxViews,
    viewCount: share.viewCount,
    viewsThisWeek,
    lastViewedAt: iso(share.lastViewedAt),
    isPublic: share.isPublic,
    notifyOnView: share.notifyOnView,
    requireEmail: share.requireEmail,
    allowedViewers: share.allowedViewers,
    allowDownload: share.allowDownload,
    state: shareState(share, snapshot),
    createdAt: share.createdAt.toISOString(),
    updatedAt: share.updatedAt.toISOString(),
    revokedAt: iso(share.revokedAt),
  };
}

export function adminShareView(share: ShareEntity, snapshot: OutputSnapshotEntity | null): AdminShare {
  return {
    id: share.id,
    ownerId: share.ownerId,
    outputId: share.outputId,
    outputType: snapshot?.outputType ?? null,
    title: share.title,
    requiresPassword: share.passwordHash !== null,
    isPublic: share.isPublic,
    expiresAt: iso(share.expiresAt),
    maxViews: share.maxViews,
    viewCount: share.viewCount,
    lastViewedAt: iso(share.lastViewedAt),
    state: shareState(share, snapshot),
    createdAt: share.createdAt.toISOString(),
    revokedAt: iso(share.revokedAt),
  };
}
