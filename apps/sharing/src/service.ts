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
import { DealRooms1764500000000 } from './migrations/1764500000000-deal-rooms';
import { DeleteRoomFilesHandler } from './rooms/delete-room-files.handler';
import { RoomDocumentEntity } from './rooms/entities/room-document.entity';
import { RoomEntitlementEntity } from './rooms/entities/room-entitlement.entity';
import { RoomFolderEntity } from './rooms/entities/room-folder.entity';
import { RoomEntity } from './rooms/entities/room.entity';
import { ApplyRoomEntitlementHandler } from './rooms/room-entitlements.handler';
import { RoomUploadsService } from './rooms/room-uploads.service';
import { RoomsService } from './rooms/rooms.service';
import { RoomLinks1764600000000 } from './migrations/1764600000000-room-links';
import { RoomLinkAccess1764900000000 } from './migrations/1764900000000-room-link-access';
import { RoomLinkFolderDownloads1765400000000 } from './migrations/1765400000000-room-link-folder-downloads';
import { ShareViewOutputVersion1765500000000 } from './migrations/1765500000000-share-view-output-version';
import { RoomDocumentViews1765200000000 } from './migrations/1765200000000-room-document-views';
import { RoomReportDocuments1765550000000 } from './migrations/1765550000000-room-report-documents';
import { RenderReportOnReportChangedHandler } from './rooms/report/render-report-on-report-changed.handler';
import { RoomReportService } from './rooms/report/room-report.service';
import { RoomAnalyticsService } from './room-analytics/room-analytics.service';
import { RoomDocumentViews } from './room-analytics/room-document-views.service';
import { RoomLinkEntity } from './room-links/entities/room-link.entity';
import { RoomQuestions1765100000000 } from './migrations/1765100000000-room-questions';
import { RoomQuestionEntity } from './room-questions/entities/room-question.entity';
import { PublicRoomQuestionsService } from './room-questions/public-room-questions.service';
import { RoomQuestionsService } from './room-questions/room-questions.service';
import { RoomDocumentEvidence1765300000000 } from './migrations/1765300000000-room-document-evidence';
import { RoomDocumentEvidenceEntity } from './rooms/evidence/room-document-evidence.entity';
import { RoomEvidenceService } from './rooms/evidence/room-evidence.service';
import { PublicRoomLinksService } from './room-links/public-room-links.service';
import { RoomLinkGateService } from './room-links/room-link-gate.service';
import { RoomLinksService } from './room-links/room-links.service';
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
import { SlideAttentionService } from './views/slide-attention.service';

export const sharingService: ServiceSpec<'sharing'> = {
  name: 'sharing',
  configSchema,
  module: AppModule,
  // Shared PDFs wear the owner's brand kit, which assessments owns.
  rpcClient: true,
  // Deal rooms queue conversions on BullMQ and follow their jobs.
  redis: true,
  database: { entities: [ShareEntity, ShareViewEntity, OutputSnapshotEntity, RoomEntity, RoomFolderEntity, RoomDocumentEntity, RoomEntitlementEntity, RoomLinkEntity, RoomQuestionEntity, RoomDocumentEvidenceEntity], migrations: [MessagingTables1763780200000, Sharing1763830000000, ShareControlsAnalytics1764000000000, ShareDownloads1764310000000, ShareRateCounters1764310000001, DropPasswordFailures1764310000002, ViewerCodes1764310000004, DealRooms1764500000000, RoomLinks1764600000000, RoomLinkAccess1764900000000, RoomQuestions1765100000000, RoomDocumentViews1765200000000, RoomDocumentEvidence1765300000000, RoomLinkFolderDownloads1765400000000, ShareViewOutputVersion1765500000000, RoomReportDocuments1765550000000] },
  events: (app) => {
    return {
      'output.saved': (event, tx) => app.get(ReplaceSnapshotOnOutputSavedHandler).handle(event, tx),
      'output.deleted': (event, tx) => app.get(DropSnapshotOnOutputDeletedHandler).handle(event, tx),
      'entitlement.changed': (event, tx) => app.get(ApplyRoomEntitlementHandler).handle(event, tx),
      'room.deleted': (event) => app.get(DeleteRoomFilesHandler).roomDeleted(event),
      'document.deleted': (event) => app.get(DeleteRoomFilesHandler).documentDeleted(event),
      'exitcheck.report_changed': (event, tx) => app.get(RenderReportOnReportChangedHandler).handle(event, tx),
    };
  },
  rpc: (app) => {
    const shares = app.get(SharesService);
    const views = app.get(ShareViewsService);
    const attention = app.get(SlideAttentionService);
    const open = app.get(PublicSharesService);
    const admin = app.get(SharesAdminService);
    const engagement = app.get(EngagementService);
    const download = app.get(SharedDownloadService);
    const rooms = app.get(RoomsService);
    const uploads = app.get(RoomUploadsService);
    const roomLinks = app.get(RoomLinksService);
    const roomVisits = app.get(PublicRoomLinksService);
    const roomGate = app.get(RoomLinkGateService);
    const roomReading = app.get(RoomDocumentViews);
    const roomAnalytics = app.get(RoomAnalyticsService);
    const questions = app.get(RoomQuestionsService);
    const asked = app.get(PublicRoomQuestionsService);
    const evidence = app.get(RoomEvidenceService);
    return {
      'sharing.shares.create': (req) => shares.create(req.userId, req.share),
      'sharing.shares.list': (req) => shares.list(req.userId, req.outputId),
      'sharing.shares.update': (req) => shares.update(req.userId, req.shareId, req.changes),
      'sharing.shares.revoke': (req) => shares.revoke(req.userId, req.shareId),
      'sharing.shares.views': (req) => views.stats(req.userId, req.shareId, req.days),
      'sharing.shares.viewsCsv': (req) => views.csv(req.userId, req.shareId),
      'sharing.views.slideAttention': (req) => attention.of(req.userId, req.days),
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
      'sharing.rooms.list': (req) => rooms.list(req.userId),
      'sharing.rooms.create': (req) => rooms.create(req.userId, req.room),
      'sharing.rooms.get': (req) => rooms.get(req.userId, req.roomId),
      'sharing.rooms.update': (req) => rooms.update(req.userId, req.roomId, req.changes),
      'sharing.rooms.delete': (req) => rooms.delete(req.userId, req.roomId),
      'sharing.rooms.folders.create': (req) => rooms.createFolder(req.userId, req.roomId, req.folder),
      'sharing.rooms.folders.update': (req) => rooms.updateFolder(req.userId, req.roomId, req.folderId, req.changes),
      'sharing.rooms.folders.delete': (req) => rooms.deleteFolder(req.userId, req.roomId, req.folderId),
      'sharing.rooms.uploads.start': (req) => uploads.start(req.userId, req.roomId, req.upload),
      'sharing.rooms.uploads.complete': (req) => uploads.complete(req.userId, req.roomId, req.documentId, req.parts),
      'sharing.rooms.uploads.resume': (req) => uploads.resume(req.userId, req.roomId, req.documentId),
      'sharing.rooms.outputs.add': (req) => uploads.addOutput(req.userId, req.roomId, req.folderId, req.outputId),
      'sharing.rooms.report.add': (req) => app.get(RoomReportService).add(req.userId, req.roomId, req.folderId),
      'sharing.rooms.documents.get': (req) => uploads.document(req.userId, req.roomId, req.documentId),
      'sharing.rooms.documents.update': (req) => rooms.updateDocument(req.userId, req.roomId, req.documentId, req.changes),
      'sharing.rooms.documents.delete': (req) => rooms.deleteDocument(req.userId, req.roomId, req.documentId),
      'sharing.roomLinks.create': (req) => roomLinks.create(req.userId, req.roomId, req.link),
      'sharing.roomLinks.list': (req) => roomLinks.list(req.userId, req.roomId),
      'sharing.roomLinks.revoke': (req) => roomLinks.revoke(req.userId, req.roomId, req.linkId),
      'sharing.roomLinks.open': (req) => roomVisits.open(req),
      'sharing.roomLinks.document': (req) => roomVisits.document(req),
      'sharing.roomLinks.page': (req) => roomVisits.page(req),
      'sharing.roomLinks.download': (req) => roomVisits.download(req),
      'sharing.roomLinks.updateAccess': (req) => roomLinks.updateAccess(req.userId, req.roomId, req.linkId, req.access),
      'sharing.roomLinks.acceptances': (req) => roomLinks.acceptances(req.userId, req.roomId, req.linkId),
      'sharing.roomLinks.acceptancesCsv': (req) => roomLinks.acceptancesCsv(req.userId, req.roomId, req.linkId),
      'sharing.roomLinks.sendCode': (req) => roomGate.sendCode(req),
      'sharing.roomLinks.access': (req) => roomGate.access(req),
      'sharing.roomLinks.agree': (req) => roomGate.agree(req),
      'sharing.roomLinks.sharedBy': (req) => roomVisits.sharedByOf(req.token),
      'sharing.roomLinks.logo': (req) => roomVisits.logo(req.token),
      'sharing.roomLinks.engagement': (req) => roomReading.engagement(req),
      'sharing.roomAnalytics.stats': (req) => roomAnalytics.stats(req.userId, req.roomId, req.days),
      'sharing.roomAnalytics.csv': (req) => roomAnalytics.csv(req.userId, req.roomId),
      'sharing.roomQuestions.ask': (req) => asked.ask(req),
      'sharing.roomQuestions.forViewer': (req) => asked.forViewer(req),
      'sharing.roomQuestions.list': (req) => questions.list(req.userId, req.roomId),
      'sharing.roomQuestions.get': (req) => questions.get(req.userId, req.roomId, req.questionId),
      'sharing.roomQuestions.answer': (req) => questions.answer(req.userId, req.roomId, req.questionId, req.answer),
      'sharing.roomQuestions.markFaq': (req) => questions.markFaq(req.userId, req.roomId, req.questionId, req.outputId),
      'sharing.rooms.evidence.list': (req) => evidence.list(req.userId, req.roomId),
      'sharing.rooms.evidence.link': (req) => evidence.link(req.userId, req.roomId, req.itemKey, req.documentId),
      'sharing.rooms.evidence.unlink': (req) => evidence.unlink(req.userId, req.roomId, req.itemKey),
      'sharing.evidence.ofOwner': (req) => evidence.ofOwner(req.userId),
    };
  },
};
