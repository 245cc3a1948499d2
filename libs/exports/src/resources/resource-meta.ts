import type { DocumentMeta } from '../document-meta';

// The date printed on (and stamped into) the free downloads. Bump it when their content
// changes; keeping it fixed makes every build of the resources byte-identical.
export const RESOURCES_EDITION = new Date('2026-01-05T00:00:00.000Z');

export function resourceMeta(title: string, subtitle: string): DocumentMeta {
  return { title, subtitle, companyName: 'Blueprint Vault', generatedAt: RESOURCES_EDITION };
}
