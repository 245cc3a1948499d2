import { z } from 'zod';

/**
 * U+0000 (PostgreSQL text and jsonb refuse it) or a UTF-16 surrogate without its pair (no UTF-8
 * encoding exists for it). No legitimate input carries either, so they are refused at the edge.
 */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'contains characters that are not allowed';

export function hasUnsafeCharacters(text: string): boolean {
  return text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
}

/** `z.string()` for input text: refuses U+0000 and unpaired surrogates with a 400 naming the field. */
export function safeText() {
  return z.string().refine((text) => !hasUnsafeCharacters(text), { message: `This field ${UNSAFE_TEXT_MESSAGE}` });
}

export type UnsafeTextFinding = { path: string };

/**
 * The path (`answers.q1`, `items.0.title`, `''` for a bare string) of the first string, or object
 * key, holding an unsafe character. Iterative, so a hostile depth of nesting cannot overflow the
 * stack of the process checking it.
 */
type Step = { key: string; parent: Step | null } | null;

const pathOf = (step: Step): string => {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
};

export function findUnsafeText(value: unknown): UnsafeTextFinding | null {
  // Paths are parent links, built into a string only for the field reported: a deep document
  // costs one step per node, not a copied path per node.
  const pending: { value: unknown; at: Step }[] = [{ value, at: null }];
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; at: Step };
    if (typeof next.value === 'string') {
      if (hasUnsafeCharacters(next.value)) return { path: pathOf(next.at) };
      continue;
    }
    if (!next.value || typeof next.value !== 'object' || ArrayBuffer.isView(next.value)) continue;
    const entries = Array.isArray(next.value) ? next.value.map((item, i) => [String(i), item] as const) : Object.entries(next.value);
    // Pushed in reverse, so the first offending field in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i];
      const at = { key, parent: next.at };
      if (hasUnsafeCharacters(key)) return { path: pathOf(at) };
      pending.push({ value: item, at });
    }
  }
  return null;
}
