import type { SlideAttentionView } from '@bv/contracts';
import type { SlideKind } from '@bv/domain';
import { sectionKinds } from './visitor-intents';

/** One visitor's time on one section of one shared output. */
export type SectionTimeRow = { outputId: string; section: number; visitor: string; ms: number };
/** The latest saved content of an output, as sharing's snapshot holds it. */
export type DeckSnapshot = { outputId: string; outputType: string | null; content: unknown };

/**
 * Sums time per slide kind. A section index is a slide of the viewer's copy of the deck (the
 * investor copy, as the viewer page numbers them, like the analytics page's titles), read from
 * the latest snapshot; slides without a kind and outputs that are not decks count for nothing.
 * A visitor is counted once per kind however many decks or visits they spent on it.
 */
export function slideAttention(rows: readonly SectionTimeRow[], snapshots: readonly DeckSnapshot[], days: number): SlideAttentionView {
  const kindsByOutput = new Map(snapshots.map((s) => [s.outputId, sectionKinds(s.outputType, s.content)]));
  const totals = new Map<SlideKind, { ms: number; visitors: Set<string> }>();
  for (const row of rows) {
    const kind = kindsByOutput.get(row.outputId)?.[row.section];
    if (!kind) continue;
    const total = totals.get(kind) ?? { ms: 0, visitors: new Set<string>() };
    total.ms += row.ms;
    total.visitors.add(row.visitor);
    totals.set(kind, total);
  }
  return {
    days,
    kinds: [...totals]
      .map(([kind, total]) => ({ kind, seconds: Math.round(total.ms / 1000), visitors: total.visitors.size }))
      .sort((a, b) => b.seconds - a.seconds),
  };
}
