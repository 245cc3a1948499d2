import { Inject, Injectable } from '@nestjs/common';
import type { SharedBy } from '@bv/contracts';
import type { BrandKit } from '@bv/domain';
import { RpcClient } from '@bv/messaging';
import { LOGGER, type ServiceLogger } from '@bv/service-kit';
import { brandUnavailable } from '../sharing.errors';

/**
 * The owner's brand kit as a shared PDF needs it: the kit (null: the neutral theme), its logo as
 * base64, and a key that changes whenever either does, so a rendered file is reused until the
 * founder changes their brand (docs/product-rules.md, "Brand kit"). Assessments owns the kits.
 */
export type OwnerBrand = { key: string; kit: BrandKit | null; logoBase64: string | null };

@Injectable()
export class OwnerBrands {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  async of(ownerId: string): Promise<OwnerBrand> {
    try {
      const { kit } = await this.rpc.call('assessments.brandKit.get', { userId: ownerId });
      if (!kit) return { key: 'neutral', kit: null, logoBase64: null };
      const logoBase64 = kit.logo ? (await this.rpc.call('assessments.brandKit.logo', { userId: ownerId })).base64 : null;
      const logo = kit.logo ? { width: kit.logo.width, height: kit.logo.height } : null;
      return { key: `${kit.updatedAt}:${kit.logo?.version ?? ''}`, kit: { primary: kit.primary, accent: kit.accent, fontPair: kit.fontPair, logo }, logoBase64 };
    } catch (err) {
      // A file in someone else's colours would misrepresent the founder: ask for a retry instead.
      this.logger.error({ err, ownerId }, 'could not read the owner\'s brand kit for a shared PDF');
      throw brandUnavailable();
    }
  }

  /** The kit as the viewer page shows it; null (the neutral look) when there is none or it cannot be read now. */
  async forViewer(ownerId: string): Promise<SharedBy['brand']> {
    try {
      const { kit } = await this.rpc.call('assessments.brandKit.get', { userId: ownerId });
      return kit ? { primary: kit.primary, accent: kit.accent, fontPair: kit.fontPair, logo: kit.logo } : null;
    } catch (err) {
      // The page still opens; only the founder's colours are missing until the next visit.
      this.logger.warn({ err, ownerId }, 'could not read the owner\'s brand kit for a shared page');
      return null;
    }
  }

  /** The owner's logo PNG as base64 (assessments answers 404 without one). */
  async logo(ownerId: string): Promise<{ base64: string }> {
    return this.rpc.call('assessments.brandKit.logo', { userId: ownerId });
  }
}
