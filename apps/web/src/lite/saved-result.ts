import type { LiteResult } from '@bv/contracts';
import type { ToolType } from '@bv/domain';
import { readStored, writeStored } from '../analytics/local-store';

/** The result and the address the visitor typed at step 1 (the result itself has no e-mail). */
export type SavedLiteResult = { result: LiteResult; email: string };

/**
 * The last Lite result of this tab, so a reload shows it again instead of an empty form.
 * sessionStorage: it stays with this tab and is gone when the tab closes; Retake clears it.
 */
const key = (toolType: ToolType) => `bv.lite-result.${toolType}`;
const session = () => window.sessionStorage;

export function savedLiteResult(toolType: ToolType): SavedLiteResult | null {
  const saved = readStored<SavedLiteResult | null>(key(toolType), null, session);
  const valid = saved && saved.result?.toolType === toolType && typeof saved.result.score === 'number' && typeof saved.email === 'string';
  return valid ? saved : null;
}

export function saveLiteResult(saved: SavedLiteResult): void {
  writeStored(key(saved.result.toolType), saved, session);
}

export function forgetLiteResult(toolType: ToolType): void {
  try {
    session().removeItem(key(toolType));
  } catch {
    // Storage unavailable: nothing was saved.
  }
}
