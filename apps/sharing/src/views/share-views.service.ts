import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { ShareViewStats } from '@bv/contracts';
import { SINGAPORE_TIME_ZONE, viewerSectionTitles } from '@bv/domain';
import { quoteSchema } from '@bv/messaging';
import { DATA_SOURCE, schemaOf } from '@bv/service-kit';
import { OutputSnapshotEntity } from '../snapshots/entities/output-snapshot.entity';
import { ShareViewEntity } from '../public/entities/share-view.entity';
import { SharesService } from '../shares/shares.service';
import { completed, viewsCsv, type ViewDownload } from './views-csv';
import { loadVisitorIntents } from './load-visitor-intents';

/** Calendar days are Singapore days, like the rest of the product. */
const RECENT = 50;
const VIEWERS = 50;
/** A CSV holds at most this many views (the newest). */
const CSV_LIMIT = 100_000;

const seconds = (ms: number) => Math.round(ms / 1000);

type Totals = { views: number; bot_views: number; unique_visitors: number; engaged_views: number; average_ms: string | null; completed_views: number };
type SectionRow = { section: number; total_ms: string; views: number };
type DownloadRow = { downloaded_at: Date; file_name: string; output_version: number; viewer_email: string | null; device_class: ShareViewEntity['deviceClass']; total: number };

/**
 * The owner's analytics of one link: views per day, unique visitors, time per slide or section,
 * completion, who viewed (behind the e-mail gate), the latest views, and a CSV of them all.
 * Visits by bots and link previews are counted apart and stay out of every headline figure
 * (the latest views and the CSV still list them, marked).
 */
@Injectable()
export class ShareViewsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly shares: SharesService,
  ) {}

  async stats(userId: string, shareId: string, days: number): Promise<ShareViewStats> {
    const share = await this.shares.owned(userId, shareId);
    const s = quoteSchema(schemaOf(this.dataSource));
    const [perDay, [totals], sectionRows, viewers, recent, snapshot, downloads] = await Promise.all([
      this.dataSource.query(
        `WITH today AS (SELECT (now() AT TIME ZONE '${SINGAPORE_TIME_ZONE}')::date AS d)
         SELECT to_char(day, 'YYYY-MM-DD') AS date, count(v.id)::int AS views
         FROM today, generate_series(today.d - ($2::int - 1), today.d, interval '1 day') AS day
         LEFT JOIN ${s}.share_views v ON v.share_id = $1 AND v.device_class <> 'bot' AND (v.viewed_at AT TIME ZONE '${SINGAPORE_TIME_ZONE}')::date = day::date
         GROUP BY day ORDER BY day`,
        [shareId, days],
      ) as Promise<{ date: string; views: number }[]>,
      // A view without a visitor id (a browser that refused the cookie) is its own visitor.
      this.dataSource.query(
        `SELECT count(*) FILTER (WHERE device_class <> 'bot')::int AS views,
                count(*) FILTER (WHERE device_class = 'bot')::int AS bot_views,
                count(DISTINCT COALESCE(visitor_id, id)) FILTER (WHERE device_class <> 'bot')::int AS unique_visitors,
                count(*) FILTER (WHERE section_count IS NOT NULL AND device_class <> 'bot')::int AS engaged_views,
                avg(engaged_ms) FILTER (WHERE section_count IS NOT NULL AND device_class <> 'bot') AS average_ms,
                count(*) FILTER (WHERE furthest_section >= section_count - 1 AND device_class <> 'bot')::int AS completed_views
         FROM ${s}.share_views WHERE share_id = $1`,
        [shareId],
      ) as Promise<Totals[]>,
      this.dataSource.query(
        `SELECT x.section, sum(x.ms)::bigint AS total_ms, count(*)::int AS views
         FROM ${s}.share_view_sections x JOIN ${s}.share_views v ON v.id = x.view_id
         WHERE v.share_id = $1 AND v.device_class <> 'bot' GROUP BY x.section ORDER BY x.section`,
        [shareId],
      ) as Promise<SectionRow[]>,
      this.dataSource.query(
        `SELECT viewer_email AS email, count(*)::int AS views, round(sum(engaged_ms) / 1000.0)::int AS seconds, max(viewed_at) AS last_viewed_at
         FROM ${s}.share_views WHERE share_id = $1 AND viewer_email IS NOT NULL
         GROUP BY viewer_email ORDER BY max(viewed_at) DESC LIMIT ${VIEWERS}`,
        [shareId],
      ) as Promise<{ email: string; views: number; seconds: number; last_viewed_at: Date }[]>,
      this.dataSource.getRepository(ShareViewEntity).find({ where: { shareId }, order: { viewedAt: 'DESC' }, take: RECENT }),
      this.dataSource.getRepository(OutputSnapshotEntity).findOne({ where: { outputId: share.outputId }, select: { outputType: true, content: true } }),
      this.dataSource.query(
        `SELECT d.downloaded_at, d.file_name, d.output_version, d.viewer_email, v.device_class, count(*) OVER ()::int AS total
         FROM ${s}.share_downloads d JOIN ${s}.share_views v ON v.id = d.view_id
         WHERE d.share_id = $1 ORDER BY d.downloaded_at DESC LIMIT ${RECENT}`,
        [shareId],
      ) as Promise<DownloadRow[]>,
    ]);
    const downloadsPerView = await this.downloadsPerView(recent.map((v) => v.id));
    const engaged = totals.engaged_views;
    const titles = snapshot?.outputType ? viewerSectionTitles(snapshot.outputType, snapshot.content) : [];
    const visitors = await loadVisitorIntents(this.dataSource.manager, shareId, share.outputId, snapshot ?? null);
    const bySection = new Map(sectionRows.map((r) => [r.section, r]));
    return {
      shareId,
      viewCount: totals.views,
      botViews: totals.bot_views,
      uniqueVisitors: totals.unique_visitors,
      lastViewedAt: share.lastViewedAt?.toISOString() ?? null,
      averageSeconds: engaged > 0 && totals.average_ms !== null ? seconds(Number(totals.average_ms)) : null,
      completionRate: engaged > 0 ? totals.completed_views / engaged : null,
      timeZone: SINGAPORE_TIME_ZONE,
      days: perDay,
      sections: titles.map((title, index) => {
        const row = bySection.get(index);
        return {
          index,
          title,
          averageSeconds: row && engaged > 0 ? Math.round(Number(row.total_ms) / engaged / 100) / 10 : 0,
          reached: engaged > 0 ? Math.min(1, (row?.views ?? 0) / engaged) : 0,
        };
      }),
      viewers: viewers.map((v) => ({ email: v.email, views: v.views, seconds: v.seconds, lastViewedAt: new Date(v.last_viewed_at).toISOString() })),
      recent: recent.map((v) => ({
        viewedAt: v.viewedAt.toISOString(),
        deviceClass: v.deviceClass,
        country: v.country,
        viewerEmail: v.viewerEmail,
        seconds: seconds(v.engagedMs),
        completed: completed(v),
        downloads: downloadsPerView.get(v.id)?.length ?? 0,
      })),
      downloadCount: downloads[0]?.total ?? 0,
      recentDownloads: downloads.map((d) => ({
        downloadedAt: new Date(d.downloaded_at).toISOString(),
        file: d.file_name,
        version: d.output_version,
        viewerEmail: d.viewer_email,
        deviceClass: d.device_class,
      })),
      visitors,
    };
  }

  /** The files downloaded in each of these views, oldest first. */
  private async downloadsPerView(viewIds: string[]): Promise<Map<string, ViewDownload[]>> {
    const perView = new Map<string, ViewDownload[]>();
    if (viewIds.length === 0) return perView;
    const s = quoteSchema(schemaOf(this.dataSource));
    const rows = (await this.dataSource.query(
      `SELECT view_id, file_name, output_version, downloaded_at FROM ${s}.share_downloads WHERE view_id = ANY($1::uuid[]) ORDER BY downloaded_at`,
      [viewIds],
    )) as { view_id: string; file_name: string; output_version: number; downloaded_at: Date }[];
    for (const row of rows) {
      perView.set(row.view_id, [...(perView.get(row.view_id) ?? []), { file: row.file_name, version: row.output_version, at: new Date(row.downloaded_at) }]);
    }
    return perView;
  }

  async csv(userId: string, shareId: string): Promise<{ filename: string; csv: string }> {
    const share = await this.shares.owned(userId, shareId);
    const rows = await this.dataSource.getRepository(ShareViewEntity).find({ where: { shareId }, order: { viewedAt: 'DESC' }, take: CSV_LIMIT });
    const downloads = await this.downloadsPerView(rows.map((v) => v.id));
    const output = await this.dataSource.manager.findOne(OutputSnapshotEntity, { where: { outputId: share.outputId }, select: { title: true } });
    const link = { title: share.title, document: output?.title ?? share.title };
    return { filename: `share-${shareId.slice(0, 8)}-views.csv`, csv: viewsCsv(rows.reverse().map((v) => ({ ...v, downloads: downloads.get(v.id) ?? [] })), link) };
  }
}
