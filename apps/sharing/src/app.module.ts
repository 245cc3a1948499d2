import { Module } from '@nestjs/common';
import { SharesAdminService } from './admin/shares-admin.service';
import { PasswordAttemptsService } from './public/password-attempts.service';
import { PublicSharesService } from './public/public-shares.service';
import { ShareCrypto } from './shares/share-crypto.service';
import { SharesService } from './shares/shares.service';
import { OutputSnapshotsService } from './snapshots/output-snapshots.service';
import { ShareViewsService } from './views/share-views.service';

@Module({
  providers: [ShareCrypto, OutputSnapshotsService, SharesService, ShareViewsService, PasswordAttemptsService, PublicSharesService, SharesAdminService],
})
export class AppModule {}
