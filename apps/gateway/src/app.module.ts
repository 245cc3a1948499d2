import { Module } from '@nestjs/common';
import { EmailPreferencesController } from './account/email-preferences.controller';
import { WebhooksController } from './account/webhooks.controller';
import { AdminBillingController } from './admin/admin-billing.controller';
import { AdminEmailsController } from './admin/admin-emails.controller';
import { AdminFlagsController } from './admin/admin-flags.controller';
import { AdminUsersController } from './admin/admin-users.controller';
import { AuthModule } from './auth/auth.module';
import { BillingController } from './billing/billing.controller';
import { SandboxController } from './billing/sandbox.controller';
import { StripeWebhookController } from './billing/stripe-webhook.controller';
import { ExitCheckController } from './exitcheck/exitcheck.controller';
import { FlagsController } from './flags/flags.controller';
import { WebHostingModule } from './web-hosting/web-hosting.module';
import { LiteAssessmentsController } from './lite/lite-assessments.controller';
import { ClientLogsController } from './logs/client-logs.controller';
import { ClientLogsService } from './logs/client-logs.service';
import { NotificationsModule } from './notifications/notifications.module';
import { PitchPrepController } from './pitchprep/pitchprep.controller';
import { BrandKitController } from './brand-kit/brand-kit.controller';
import { RealtimeService } from './realtime/realtime.service';
import { FlagsSnapshotService } from './flags/flags-snapshot.service';
import { SharingModule } from './sharing/sharing.module';
import { DataRoomsFlagGuard } from './rooms/data-rooms-flag.guard';
import { localObjectStoreProvider } from './rooms/local-object-store';
import { RoomLinkVisitsController } from './rooms/room-link-visits.controller';
import { RoomLinkEngagementController } from './rooms/room-link-engagement.controller';
import { RoomAnalyticsController } from './rooms/room-analytics.controller';
import { RoomLinksController } from './rooms/room-links.controller';
import { RoomLinkQuestionsController } from './rooms/room-link-questions.controller';
import { RoomQuestionsController } from './rooms/room-questions.controller';
import { ReadinessController } from './readiness/readiness.controller';
import { ReadinessService } from './readiness/readiness.service';
import { RoomsController } from './rooms/rooms.controller';
import { RoomsModule } from './rooms/rooms.module';
import { StoragePartsController } from './rooms/storage-parts.controller';
import { StatusController } from './status/status.controller';
import { StatusService } from './status/status.service';

// WebHostingModule holds the pages' catch-all routes; the router prefers every specific route.
@Module({
  imports: [AuthModule, NotificationsModule, SharingModule, RoomsModule, WebHostingModule],
  controllers: [
    AdminUsersController,
    AdminEmailsController,
    AdminFlagsController,
    AdminBillingController,
    BillingController,
    SandboxController,
    StripeWebhookController,
    ExitCheckController,
    PitchPrepController,
    BrandKitController,
    EmailPreferencesController,
    WebhooksController,
    LiteAssessmentsController, FlagsController, ClientLogsController,
    StatusController,
    RoomsController,
    RoomLinksController,
    RoomLinkVisitsController,
    RoomLinkEngagementController,
    RoomAnalyticsController,
    RoomLinkQuestionsController,
    RoomQuestionsController,
    StoragePartsController,
    ReadinessController,
  ],
  providers: [
    ClientLogsService,
    StatusService,
    RealtimeService,
    FlagsSnapshotService,
    DataRoomsFlagGuard,
    localObjectStoreProvider,
    ReadinessService,
  ],
})
export class AppModule {}
