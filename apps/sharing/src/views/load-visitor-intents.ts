import type { EntityManager } from 'typeorm';
import type { VisitorIntentStats } from '@bv/contracts';
import { viewerSectionTitles } from '@bv/domain';
import { quoteSchema } from '@bv/messaging';
import { schemaOf } from '@bv/service-kit';
import { OutputSnapshotEntity } from '../snapshots/entities/output-snapshot.entity';
import { sectionKinds, visitorIntents, type IntentSectionRow, type IntentViewRow } from './visitor-intents';

type Snapshot = { outputType: string | null; content: unknown } | null;

/**
 * Every visitor's intent from all their views of one link (docs/product-rules.md, "Visitor
 * intent"), hottest first: for the analytics answer, and for the owner's digest when a view or a
 * download is recorded (in that transaction, so a download just made counts).
 */
export async function loadVisitorIntents(manager: EntityManager, shareId: string, outputId: string, known?: Snapshot): Promise<VisitorIntentStats[]> {
  const s = quoteSchema(schemaOf(manager.connection));
  const snapshot = known !== undefined ? known : await manager.findOne(OutputSnapshotEntity, { where: { outputId }, select: { outputType: true, content: true } });
  const [views, sections] = await Promise.all([
    manager.query(
      `SELECT v.id, COALESCE(v.visitor_id, v.id)::text AS visitor, v.viewed_at, v.viewer_email, v.device_class = 'bot' AS bot,
              COALESCE(v.furthest_section >= v.section_count - 1, false) AS completed,
              (SELECT count(*)::int FROM ${s}.share_downloads d WHERE d.view_id = v.id) AS downloads
       FROM ${s}.share_views v WHERE v.share_id = $1 ORDER BY v.viewed_at, v.id`,
      [shareId],
    ) as Promise<{ id: string; visitor: string; viewed_at: Date; viewer_email: string | null; bot: boolean; completed: boolean; downloads: number }[]>,
    manager.query(
      `SELECT x.view_id, x.section, x.ms FROM ${s}.share_view_sections x JOIN ${s}.share_views v ON v.id = x.view_id
       WHERE v.share_id = $1 AND v.device_class <> 'bot'`,
      [shareId],
    ) as Promise<{ view_id: string; section: number; ms: number }[]>,
  ]);
  const viewRows: IntentViewRow[] = views.map((v) => ({ id: v.id, visitor: v.visitor, viewedAt: new Date(v.viewed_at), viewerEmail: v.viewer_email, bot: v.bot, completed: v.completed, downloads: v.downloads }));
  const sectionRows: IntentSectionRow[] = sections.map((x) => ({ viewId: x.view_id, section: x.section, ms: Number(x.ms) }));
  const titles = snapshot?.outputType ? viewerSectionTitles(snapshot.outputType, snapshot.content) : [];
  return visitorIntents(viewRows, sectionRows, sectionKinds(snapshot?.outputType, snapshot?.content), titles);
}
