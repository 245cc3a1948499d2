/** Groups in order of first appearance, keeping each group's items in their original order. */
export function groupInOrder<T>(items: readonly T[], key: (item: T) => string): { key: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item).trim() || 'General';
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups].map(([k, groupItems]) => ({ key: k, items: groupItems }));
}
