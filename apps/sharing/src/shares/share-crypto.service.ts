import { createHash, createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@bv/service-kit';
import type { SharingConfig } from '../config';
import { ShareGrants } from './share-grants';
import { openShareToken, sealShareToken } from './share-tokens';

/** The service's keys in one place: token sealing, grant signing, and the keyed hash of client addresses. */
@Injectable()
export class ShareCrypto {
  readonly grants: ShareGrants;
  private readonly clientKeySecret: Buffer;

  constructor(@Inject(CONFIG) private readonly config: SharingConfig) {
    this.grants = new ShareGrants(config.SHARE_GRANT_SECRET, config.SHARE_GRANT_TTL_SECONDS);
    this.clientKeySecret = createHash('sha256').update(`password-limit:${config.SHARE_GRANT_SECRET}`).digest();
  }

  seal(token: string): string {
    return sealShareToken(token, this.config.SHARE_TOKEN_KEY);
  }

  open(sealed: string): string {
    return openShareToken(sealed, this.config.SHARE_TOKEN_KEY);
  }

  /** Counters are kept per client without keeping the address itself. */
  clientKey(address: string): Buffer {
    return createHmac('sha256', this.clientKeySecret).update(address).digest();
  }
}
