import type { EvidenceItem, ReadinessView, RoomDocument } from '@bv/contracts';
import { checklistReadiness, suggestDocuments, type ChecklistContent, type EvidenceLinkState } from '@bv/domain';

export type ChecklistSource = { outputId: string; title: string; track: 'fundraising' | 'exit'; content: ChecklistContent };
type EvidenceDocument = Pick<RoomDocument, 'id' | 'name' | 'type' | 'status'>;

const documentView = (d: EvidenceDocument) => ({ id: d.id, name: d.name, type: d.type, status: d.status });

/**
 * Declared beside evidenced for a checklist (docs/product-rules.md, "Evidence-linked readiness").
 * `linked` is each item's document; `roomDocuments`, when given (the room editor), are the
 * documents suggestions come from: a document that failed to convert is never suggested.
 */
export function readinessView(
  checklist: ChecklistSource | null,
  linked: ReadonlyMap<string, EvidenceDocument>,
  roomDocuments: readonly EvidenceDocument[] = [],
): ReadinessView {
  if (!checklist) return { checklist: null, declared: 0, evidenced: 0, categories: [], pro: checklistReadiness({ categories: [] }, new Map()).pro };
  const states = new Map<string, EvidenceLinkState>([...linked].map(([key, d]) => [key, { documentId: d.id, converted: d.status === 'ready' }]));
  const readiness = checklistReadiness(checklist.content, states);
  const suggestible = roomDocuments.filter((d) => d.status !== 'failed');
  return {
    checklist: { outputId: checklist.outputId, title: checklist.title, track: checklist.track },
    declared: readiness.declared,
    evidenced: readiness.evidenced,
    categories: readiness.categories.map((c) => ({
      category: c.category,
      declared: c.declared,
      evidenced: c.evidenced,
      items: c.items.map((i): EvidenceItem => {
        const document = linked.get(i.key) ?? null;
        return {
          key: i.key,
          name: i.item.name,
          priority: i.item.priority ?? null,
          required: i.item.required,
          declared: i.declared,
          evidenced: i.evidenced,
          document: document ? documentView(document) : null,
          suggestions: document ? [] : suggestDocuments(i.item.name, suggestible).map(documentView),
        };
      }),
    })),
    pro: readiness.pro,
  };
}
