import { Inject, Injectable } from '@nestjs/common';
import { In, type DataSource } from 'typeorm';
import type { SlideAttentionView } from '@bv/contracts';
import { quoteSchema } from '@bv/messaging';
import { DATA_SOURCE, schemaOf } from '@bv/service-kit';
import { OutputSnapshotEntity } from '../snapshots/entities/output-snapshot.entity';
import { slideAttention, type SectionTimeRow } from './slide-attention';

/**
 * What the viewers of an owner's shared decks lingered on, per kind of slide, for the Pro
 * result's buyer questions (docs/product-rules.md, "Questions a buyer will ask"). Every link the
 * owner made counts, revoked ones too (the attention was real); bots and link previews never do,
 * exactly as on the analytics page, and a view without a visitor id is its own visitor.
 */
@Injectable()
export class SlideAttentionService {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async of(userId: string, days: number): Promise<SlideAttentionView> {
    const s = quoteSchema(schemaOf(this.dataSource));
    const rows = (await this.dataSource.query(
      `SELECT sh.output_id, x.section, COALESCE(v.visitor_id, v.id)::text AS visitor, sum(x.ms)::bigint AS ms
       FROM ${s}.shares sh
       JOIN ${s}.share_views v ON v.share_id = sh.id
       JOIN ${s}.share_view_sections x ON x.view_id = v.id
       WHERE sh.owner_id = $1 AND v.device_class <> 'bot' AND v.viewed_at >= now() - make_interval(days => $2::int)
       GROUP BY sh.output_id, x.section, COALESCE(v.visitor_id, v.id)`,
      [userId, days],
    )) as { output_id: string; section: number; visitor: string; ms: string }[];
    if (rows.length === 0) return { days, kinds: [] };
    const outputIds = [...new Set(rows.map((r) => r.output_id))];
    const snapshots = await this.dataSource
      .getRepository(OutputSnapshotEntity)
      .find({ where: { outputId: In(outputIds) }, select: { outputId: true, outputType: true, content: true } });
    const times: SectionTimeRow[] = rows.map((r) => ({ outputId: r.output_id, section: r.section, visitor: r.visitor, ms: Number(r.ms) }));
    return slideAttention(times, snapshots, days);
  }
}
