import { Module } from '@nestjs/common';
import { SharesAdminService } from './admin/shares-admin.service';
import { EngagementService } from './public/engagement.service';
import { PasswordAttemptsService } from './public/password-attempts.service';
import { PublicSharesService } from './public/public-shares.service';
import { SharedDownloadService } from './public/shared-download.service';
import { ViewRecorder } from './public/view-recorder.service';
import { ShareCrypto } from './shares/share-crypto.service';
import { SharesService } from './shares/shares.service';
import { OutputSnapshotsService } from './snapshots/output-snapshots.service';
import { ShareViewsService } from './views/share-views.service';

@Module({
  providers: [
    ShareCrypto,
    OutputSnapshotsService,
    SharesService,
    ShareViewsService,
    PasswordAttemptsService,
    ViewRecorder,
    PublicSharesService,
    EngagementService,
    SharedDownloadService,
    SharesAdminService,
  ],
})
export class AppModule {}
