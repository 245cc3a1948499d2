import { Module } from '@nestjs/common';
import { SharesAdminService } from './admin/shares-admin.service';
import { EngagementService } from './public/engagement.service';
import { PasswordAttemptsService } from './public/password-attempts.service';
import { PublicSharesService } from './public/public-shares.service';
import { SharedDownloadService } from './public/shared-download.service';
import { ViewRecorder } from './public/view-recorder.service';
import { ViewerCodes } from './public/viewer-codes.service';
import { RateCounters } from './limits/rate-counters.service';
import { OwnerBrands } from './render/owner-brand.service';
import { SharedPdfs } from './render/shared-pdfs.service';
import { ShareCrypto } from './shares/share-crypto.service';
import { SharesService } from './shares/shares.service';
import { DropSnapshotOnOutputDeletedHandler } from './snapshots/drop-snapshot-on-output-deleted.handler';
import { OutputSnapshotsService } from './snapshots/output-snapshots.service';
import { ReplaceSnapshotOnOutputSavedHandler } from './snapshots/replace-snapshot-on-output-saved.handler';
import { ShareViewsService } from './views/share-views.service';
import { SlideAttentionService } from './views/slide-attention.service';
import { ConversionTracker } from './rooms/conversion-tracker.service';
import { DeleteRoomFilesHandler } from './rooms/delete-room-files.handler';
import { ApplyRoomEntitlementHandler } from './rooms/room-entitlements.handler';
import { roomStorageProviders } from './rooms/room-storage';
import { RoomUploadsService } from './rooms/room-uploads.service';
import { RoomsService } from './rooms/rooms.service';
import { PublicRoomLinksService } from './room-links/public-room-links.service';
import { RoomLinkGateService } from './room-links/room-link-gate.service';
import { RoomLinksService } from './room-links/room-links.service';
import { RoomAnalyticsService } from './room-analytics/room-analytics.service';
import { RoomDocumentViews } from './room-analytics/room-document-views.service';
import { PublicRoomQuestionsService } from './room-questions/public-room-questions.service';
import { RoomQuestionsService } from './room-questions/room-questions.service';
import { RoomEvidenceService } from './rooms/evidence/room-evidence.service';
import { RenderReportOnReportChangedHandler } from './rooms/report/render-report-on-report-changed.handler';
import { RoomReportService } from './rooms/report/room-report.service';

@Module({
  providers: [
    ShareCrypto,
    OutputSnapshotsService,
    ReplaceSnapshotOnOutputSavedHandler,
    DropSnapshotOnOutputDeletedHandler,
    SharesService,
    ShareViewsService,
    SlideAttentionService,
    PasswordAttemptsService,
    ViewRecorder,
    ViewerCodes,
    PublicSharesService,
    EngagementService,
    RateCounters,
    SharedPdfs,
    OwnerBrands,
    SharedDownloadService,
    SharesAdminService,
    ...roomStorageProviders,
    ConversionTracker,
    RoomsService,
    RoomUploadsService,
    RoomReportService,
    RenderReportOnReportChangedHandler,
    ApplyRoomEntitlementHandler,
    DeleteRoomFilesHandler,
    RoomLinksService,
    PublicRoomLinksService,
    RoomLinkGateService,
    RoomDocumentViews,
    RoomAnalyticsService,
    RoomQuestionsService,
    PublicRoomQuestionsService,
    RoomEvidenceService,
  ],
})
export class AppModule {}
