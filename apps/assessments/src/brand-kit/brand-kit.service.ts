import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { appError, assessmentsErrors, type BrandKitView, type SaveBrandKitRequest } from '@bv/contracts';
import { NEUTRAL_KIT, type BrandKit } from '@bv/domain';
import { documentTheme, type DocumentTheme } from '@bv/exports';
import { DATA_SOURCE } from '@bv/service-kit';
import { BrandKitEntity } from './entities/brand-kit.entity';
import { reencodeLogo } from './logo-image';

/**
 * The founder's brand kit (docs/product-rules.md, "Brand kit"), and the theme their decks, FAQs
 * and checklists are drawn in: the kit when there is one, the neutral theme otherwise.
 */
@Injectable()
export class BrandKitService {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  private get kits() {
    return this.dataSource.getRepository(BrandKitEntity);
  }

  async get(userId: string): Promise<BrandKitView> {
    return view(await this.kits.findOneBy({ userId }));
  }

  async save(userId: string, request: SaveBrandKitRequest): Promise<BrandKitView> {
    await this.kits.upsert({ userId, primary: request.primary, accent: request.accent, fontPair: request.fontPair }, ['userId']);
    return this.get(userId);
  }

  /** A logo before any colours were saved starts the kit from the neutral colours. */
  async setLogo(userId: string, base64: string): Promise<BrandKitView> {
    const logo = reencodeLogo(Buffer.from(base64, 'base64'));
    const existing = await this.kits.findOneBy({ userId });
    await this.kits.save({
      userId,
      primary: existing?.primary ?? NEUTRAL_KIT.primary,
      accent: existing?.accent ?? NEUTRAL_KIT.accent,
      fontPair: existing?.fontPair ?? NEUTRAL_KIT.fontPair,
      logoPng: logo.png,
      logoWidth: logo.width,
      logoHeight: logo.height,
    });
    return this.get(userId);
  }

  async removeLogo(userId: string): Promise<BrandKitView> {
    await this.kits.update({ userId }, { logoPng: null, logoWidth: null, logoHeight: null });
    return this.get(userId);
  }

  async logo(userId: string): Promise<{ base64: string }> {
    const kit = await this.kits.findOneBy({ userId });
    if (!kit?.logoPng) throw appError(assessmentsErrors.BRAND_KIT_NO_LOGO);
    return { base64: kit.logoPng.toString('base64') };
  }

  /** The theme of the founder's own files. */
  async themeFor(userId: string): Promise<DocumentTheme> {
    const row = await this.kits.findOneBy({ userId });
    return row ? documentTheme(kitOf(row), row.logoPng) : documentTheme(null);
  }
}

function kitOf(row: BrandKitEntity): BrandKit {
  const logo = row.logoPng && row.logoWidth && row.logoHeight ? { width: row.logoWidth, height: row.logoHeight } : null;
  return { primary: row.primary, accent: row.accent, fontPair: row.fontPair, logo };
}

function view(row: BrandKitEntity | null): BrandKitView {
  if (!row) return { kit: null };
  const { logo, ...kit } = kitOf(row);
  // The logo's version changes with its bytes, so a browser fetches a new logo and caches the rest.
  const version = row.logoPng ? createHash('sha256').update(row.logoPng).digest('hex').slice(0, 12) : '';
  return { kit: { ...kit, logo: logo ? { ...logo, version } : null, updatedAt: row.updatedAt.toISOString() } };
}
