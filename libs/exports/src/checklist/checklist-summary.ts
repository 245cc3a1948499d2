import type { ChecklistContent, ChecklistItem, ChecklistStart } from '@bv/domain';

export type ChecklistSummary = { done: number; total: number; requiredDone: number; requiredTotal: number; percent: number };

export function summariseChecklist(list: ChecklistContent | { items: readonly ChecklistItem[] }): ChecklistSummary {
  const items = 'categories' in list ? list.categories.flatMap((c) => c.items) : list.items;
  const required = items.filter((item) => item.required);
  const done = items.filter((item) => item.done).length;
  return {
    done,
    total: items.length,
    requiredDone: required.filter((item) => item.done).length,
    requiredTotal: required.length,
    percent: items.length ? Math.round((done / items.length) * 100) : 0,
  };
}

export function summaryLines(summary: ChecklistSummary): { overall: string; required: string } {
  return {
    overall: `${summary.done} of ${summary.total} items done (${summary.percent}%)`,
    required: `Required: ${summary.requiredDone} of ${summary.requiredTotal} done`,
  };
}

/** The Start-here documents still in the list: an item the founder deleted or renamed drops out of the block. */
export function startHereOf(list: ChecklistContent): ChecklistStart[] {
  const names = new Set(list.categories.flatMap((category) => category.items.map((item) => item.name)));
  return (list.startHere ?? []).filter((entry) => names.has(entry.name));
}

/** How many of the Start-here documents are ticked. */
export function startHereDone(list: ChecklistContent): number {
  const done = new Set(list.categories.flatMap((category) => category.items.filter((item) => item.done).map((item) => item.name)));
  return startHereOf(list).filter((entry) => done.has(entry.name)).length;
}
