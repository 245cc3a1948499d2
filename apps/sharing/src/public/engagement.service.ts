import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { ShareEngagement } from '@bv/contracts';
import { quoteSchema } from '@bv/messaging';
import { DATA_SOURCE, schemaOf, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { ShareEntity } from '../shares/entities/share.entity';
import { hashShareToken } from '../shares/share-tokens';
import { invalidLink } from '../sharing.errors';

/** A report may claim a little more than the clock shows (the browser's timers and the network). */
const CLOCK_SLACK_MS = 5_000;

/** Sums time per section, keeping only sections that exist. */
export function mergeSections(engagement: ShareEngagement): Map<number, number> {
  const merged = new Map<number, number>();
  for (const { index, ms } of engagement.sections) {
    if (index < engagement.sectionCount) merged.set(index, (merged.get(index) ?? 0) + ms);
  }
  return merged;
}

/** Scales the reported times down so their total never exceeds the time that really passed. */
export function capToElapsed(sections: Map<number, number>, elapsedMs: number): Map<number, number> {
  const total = [...sections.values()].reduce((a, b) => a + b, 0);
  const allowed = Math.max(0, elapsedMs + CLOCK_SLACK_MS);
  if (total <= allowed) return sections;
  const factor = allowed / total;
  return new Map([...sections].map(([index, ms]) => [index, Math.floor(ms * factor)]));
}

/**
 * The viewer's beacons: time on each slide or section, and how far they got. Only the browser
 * that opened the view (its visitor id) may report on it, and a view's time can never grow
 * faster than the clock, so a replayed or forged beacon cannot inflate the owner's numbers.
 */
@Injectable()
export class EngagementService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async record(req: { token: string; visitorId: string | null; engagement: ShareEngagement }): Promise<{ recorded: boolean }> {
    const share = await this.dataSource.manager.findOne(ShareEntity, { where: { tokenHash: hashShareToken(req.token) }, select: { id: true } });
    if (!share) throw invalidLink();
    const s = quoteSchema(schemaOf(this.dataSource));
    return this.unitOfWork.run(async ({ manager }) => {
      const [view] = (await manager.query(
        `SELECT id, (extract(epoch FROM now() - last_seen_at) * 1000)::bigint AS elapsed_ms FROM ${s}.share_views
         WHERE id = $1 AND share_id = $2 AND visitor_id IS NOT DISTINCT FROM $3 FOR UPDATE`,
        [req.engagement.viewId, share.id, req.visitorId],
      )) as { id: string; elapsed_ms: string }[];
      if (!view) return { recorded: false };
      const sections = capToElapsed(mergeSections(req.engagement), Number(view.elapsed_ms));
      const indexes = [...sections.keys()];
      const times = [...sections.values()];
      if (indexes.length > 0) {
        await manager.query(
          `INSERT INTO ${s}.share_view_sections AS v (view_id, section, ms)
           SELECT $1, section, ms FROM unnest($2::int[], $3::int[]) AS r(section, ms)
           ON CONFLICT (view_id, section) DO UPDATE SET ms = v.ms + EXCLUDED.ms`,
          [view.id, indexes, times],
        );
      }
      await manager.query(
        `UPDATE ${s}.share_views SET last_seen_at = now(), engaged_ms = engaged_ms + $2, section_count = $3,
           furthest_section = GREATEST(furthest_section, $4)
         WHERE id = $1`,
        [view.id, times.reduce((a, b) => a + b, 0), req.engagement.sectionCount, indexes.length > 0 ? Math.max(...indexes) : null],
      );
      return { recorded: true };
    });
  }
}
