import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { DeviceClass, ShareViewStats } from '@bv/contracts';
import { quoteSchema } from '@bv/messaging';
import { DATA_SOURCE, schemaOf } from '@bv/service-kit';
import { ShareViewEntity } from '../entities/share-view.entity';
import { SharesService } from '../shares/shares.service';

/** Calendar days are Singapore days, like the rest of the product. */
const TIME_ZONE = 'Asia/Singapore';
const RECENT = 50;
/** A CSV holds at most this many views (the newest). */
const CSV_LIMIT = 100_000;

/** The owner's analytics of one link: views per day, the latest views, and a CSV of them all. */
@Injectable()
export class ShareViewsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly shares: SharesService,
  ) {}

  async stats(userId: string, shareId: string, days: number): Promise<ShareViewStats> {
    const share = await this.shares.owned(userId, shareId);
    const table = `${quoteSchema(schemaOf(this.dataSource))}.share_views`;
    const perDay: { date: string; views: number }[] = await this.dataSource.query(
      `WITH today AS (SELECT (now() AT TIME ZONE '${TIME_ZONE}')::date AS d)
       SELECT to_char(day, 'YYYY-MM-DD') AS date, count(v.id)::int AS views
       FROM today, generate_series(today.d - ($2::int - 1), today.d, interval '1 day') AS day
       LEFT JOIN ${table} v ON v.share_id = $1 AND (v.viewed_at AT TIME ZONE '${TIME_ZONE}')::date = day::date
       GROUP BY day ORDER BY day`,
      [shareId, days],
    );
    const recent = await this.dataSource.getRepository(ShareViewEntity).find({ where: { shareId }, order: { viewedAt: 'DESC' }, take: RECENT });
    return {
      shareId,
      viewCount: share.viewCount,
      lastViewedAt: share.lastViewedAt?.toISOString() ?? null,
      timeZone: TIME_ZONE,
      days: perDay,
      recent: recent.map((v) => ({ viewedAt: v.viewedAt.toISOString(), deviceClass: v.deviceClass, country: v.country })),
    };
  }

  async csv(userId: string, shareId: string): Promise<{ filename: string; csv: string }> {
    await this.shares.owned(userId, shareId);
    const rows = await this.dataSource.getRepository(ShareViewEntity).find({ where: { shareId }, order: { viewedAt: 'DESC' }, take: CSV_LIMIT });
    return { filename: `share-${shareId.slice(0, 8)}-views.csv`, csv: viewsCsv(rows.reverse()) };
  }
}

/** Every field is ours (ISO time, a device class, a two-letter country), so nothing needs quoting or can start a formula. */
export function viewsCsv(rows: { viewedAt: Date; deviceClass: DeviceClass; country: string | null }[]): string {
  const lines = ['viewed_at,device_class,country', ...rows.map((r) => `${r.viewedAt.toISOString()},${r.deviceClass},${r.country ?? ''}`)];
  return `${lines.join('\r\n')}\r\n`;
}
