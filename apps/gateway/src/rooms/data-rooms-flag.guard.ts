import { Injectable, type CanActivate } from '@nestjs/common';
import { appError, sharingErrors } from '@bv/contracts';
import { FlagsSnapshotService } from '../flags/flags-snapshot.service';

/** Deal rooms answer 404 SHARING.ROOMS_OFF while the data_rooms flag is off (docs/product-rules.md, "Feature flags"). */
@Injectable()
export class DataRoomsFlagGuard implements CanActivate {
  constructor(private readonly flags: FlagsSnapshotService) {}

  async canActivate(): Promise<boolean> {
    const { flags } = await this.flags.current();
    if (flags.data_rooms !== true) throw appError(sharingErrors.ROOMS_OFF);
    return true;
  }
}
