import type { VisitorIntentStats } from '@bv/contracts';
import { contentForViewers, DECK_TYPES, visitorIntent, type OutputType, type SlideKind, type SlideReading } from '@bv/domain';

/** One view of the link, oldest first; bots are kept only so "Visitor N" numbers like the CSV's. */
export type IntentViewRow = {
  id: string;
  visitor: string;
  viewedAt: Date;
  viewerEmail: string | null;
  bot: boolean;
  completed: boolean;
  downloads: number;
};
export type IntentSectionRow = { viewId: string; section: number; ms: number };

/** At most this many visitors are scored on the page, the hottest. */
export const INTENT_VISITORS = 50;

/** The kind of each slide of the viewer's copy (the copy the section numbers count); none for FAQs and checklists. */
export function sectionKinds(outputType: string | null | undefined, content: unknown): (SlideKind | undefined)[] {
  if (!outputType || !DECK_TYPES.includes(outputType as OutputType)) return [];
  return ((contentForViewers(outputType, content) as { slides?: { kind?: SlideKind }[] }).slides ?? []).map((s) => s.kind);
}

/**
 * Each visitor's intent from all their views of one link (docs/product-rules.md, "Visitor
 * intent"), hottest first; ties go to the latest visit. A view without a visitor id is its own
 * visitor; the name is the last address they gave at the gate, else "Visitor N" as in the CSV.
 */
export function visitorIntents(views: readonly IntentViewRow[], sections: readonly IntentSectionRow[], kinds: readonly (SlideKind | undefined)[], titles: readonly string[]): VisitorIntentStats[] {
  const labels = new Map<string, string>();
  const byVisitor = new Map<string, IntentViewRow[]>();
  for (const v of views) {
    if (!labels.has(v.visitor)) labels.set(v.visitor, `Visitor ${labels.size + 1}`);
    if (!v.bot) byVisitor.set(v.visitor, [...(byVisitor.get(v.visitor) ?? []), v]);
  }
  const sectionsByView = new Map<string, IntentSectionRow[]>();
  for (const x of sections) sectionsByView.set(x.viewId, [...(sectionsByView.get(x.viewId) ?? []), x]);

  return [...byVisitor]
    .map(([visitor, own]) => {
      const readings: SlideReading[] = own.flatMap((v, visit) =>
        (sectionsByView.get(v.id) ?? []).map((x) => ({ visit, kind: kinds[x.section] ?? null, title: titles[x.section] ?? `Section ${x.section + 1}`, ms: x.ms })),
      );
      const intent = visitorIntent({
        visits: own.length,
        completed: own.some((v) => v.completed),
        downloads: own.reduce((sum, v) => sum + v.downloads, 0),
        questions: 0,
        readings,
      });
      const email = own.findLast((v) => v.viewerEmail)?.viewerEmail ?? null;
      const last = own.at(-1)!.viewedAt;
      return { name: email ?? labels.get(visitor)!, email, visits: own.length, seconds: Math.round(readings.reduce((s, r) => s + r.ms, 0) / 1000), lastViewedAt: last.toISOString(), ...intent };
    })
    .sort((a, b) => b.score - a.score || b.lastViewedAt.localeCompare(a.lastViewedAt))
    .slice(0, INTENT_VISITORS);
}
