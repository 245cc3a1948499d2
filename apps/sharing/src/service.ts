import type { ServiceSpec } from '@bv/service-kit';
import { SharesAdminService } from './admin/shares-admin.service';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { MessagingTables1763780200000 } from './migrations/1763780200000-messaging-tables';
import { Sharing1763830000000 } from './migrations/1763830000000-sharing';
import { ShareControlsAnalytics1764000000000 } from './migrations/1764000000000-share-controls-analytics';
import { ShareDownloads1764310000000 } from './migrations/1764310000000-share-downloads';
import { ShareRateCounters1764310000001 } from './migrations/1764310000001-share-rate-counters';
import { DropPasswordFailures1764310000002 } from './migrations/1764310000002-drop-password-failures';
import { ViewerCodes1764310000004 } from './migrations/1764310000004-viewer-codes';
import { EngagementService } from './public/engagement.service';
import { ShareViewEntity } from './public/entities/share-view.entity';
import { PublicSharesService } from './public/public-shares.service';
import { SharedDownloadService } from './public/shared-download.service';
import { ShareEntity } from './shares/entities/share.entity';
import { SharesService } from './shares/shares.service';
import { OutputSnapshotEntity } from './snapshots/entities/output-snapshot.entity';
import { DropSnapshotOnOutputDeletedHandler } from './snapshots/drop-snapshot-on-output-deleted.handler';
import { ReplaceSnapshotOnOutputSavedHandler } from './snapshots/replace-snapshot-on-output-saved.handler';
import { ShareViewsService } from './views/share-views.service';

export const sharingService: ServiceSpec<'sharing'> = {
  name: 'sharing',
  configSchema,
  module: AppModule,
  // Shared PDFs wear the owner's brand kit, which assessments owns.
  rpcClient: true,
  database: { entities: [ShareEntity, ShareViewEntity, OutputSnapshotEntity], migrations: [MessagingTables1763780200000, Sharing1763830000000, ShareControlsAnalytics1764000000000, ShareDownloads1764310000000, ShareRateCounters1764310000001, DropPasswordFailures1764310000002, ViewerCodes1764310000004] },
  events: (app) => {
    return {
      'output.saved': (event, tx) => app.get(ReplaceSnapshotOnOutputSavedHandler).handle(event, tx),
      'output.deleted': (event, tx) => app.get(DropSnapshotOnOutputDeletedHandler).handle(event, tx),
    };
  },
  rpc: (app) => {
    const shares = app.get(SharesService);
    const views = app.get(ShareViewsService);
    const open = app.get(PublicSharesService);
    const admin = app.get(SharesAdminService);
    const engagement = app.get(EngagementService);
    const download = app.get(SharedDownloadService);
    return {
      'sharing.shares.create': (req) => shares.create(req.userId, req.share),
      'sharing.shares.list': (req) => shares.list(req.userId, req.outputId),
      'sharing.shares.update': (req) => shares.update(req.userId, req.shareId, req.changes),
      'sharing.shares.revoke': (req) => shares.revoke(req.userId, req.shareId),
      'sharing.shares.views': (req) => views.stats(req.userId, req.shareId, req.days),
      'sharing.shares.viewsCsv': (req) => views.csv(req.userId, req.shareId),
      'sharing.public.open': (req) => open.open(req),
      'sharing.public.access': (req) => open.access(req),
      'sharing.public.sendCode': (req) => open.sendCode(req),
      'sharing.public.content': (req) => open.content(req),
      'sharing.public.engagement': (req) => engagement.record(req),
      'sharing.public.download': (req) => download.pdf(req),
      'sharing.public.logo': (req) => open.logo(req.token),
      'sharing.public.sharedBy': (req) => open.sharedByOf(req.token),
      'sharing.admin.list': (req) => admin.list(req),
      'sharing.admin.revoke': (req) => admin.revoke(req.actorId, req.shareId),
    };
  },
};
