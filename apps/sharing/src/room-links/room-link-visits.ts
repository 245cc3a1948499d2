import type { EntityManager } from 'typeorm';
import { quoteSchema } from '@bv/messaging';
import { schemaOf } from '@bv/service-kit';
import { SAME_VIEW_MINUTES } from '../public/view-recorder.service';

/**
 * Whether this opening of a room link starts a new visit: a browser that showed a sign of life on
 * the link within the last 30 minutes is still on its visit (the share links' "same view" rule,
 * docs/product-rules.md, "Sharing links"). Without a visitor id every opening is a visit. The
 * address verified at the link's e-mail gate is kept on the visit.
 */
export async function startsVisit(manager: EntityManager, linkId: string, visitorId: string | null, viewerEmail: string | null = null): Promise<boolean> {
  if (!visitorId) return true;
  const table = `${quoteSchema(schemaOf(manager.connection))}.room_link_visits`;
  // now() is the transaction's start: first_seen_at equals it only when this statement began the visit.
  const [row] = (await manager.query(
    `INSERT INTO ${table} AS v (link_id, visitor_id, first_seen_at, last_seen_at, viewer_email) VALUES ($1, $2, now(), now(), $4)
     ON CONFLICT (link_id, visitor_id) DO UPDATE SET
       viewer_email = COALESCE(EXCLUDED.viewer_email, v.viewer_email),
       first_seen_at = CASE WHEN v.last_seen_at < now() - make_interval(mins => $3) THEN now() ELSE v.first_seen_at END,
       last_seen_at = now()
     RETURNING first_seen_at = now() AS is_new`,
    [linkId, visitorId, SAME_VIEW_MINUTES, viewerEmail],
  )) as { is_new: boolean }[];
  return row?.is_new ?? true;
}
