import type { LiteResult } from '@bv/contracts';
import type { ToolType } from '@bv/domain';
import { readStored, writeStored } from '../analytics/local-store';

/**
 * The last Lite result of this tab, so a reload shows it again instead of an empty form.
 * sessionStorage: it stays with this tab and is gone when the tab closes; Retake clears it.
 */
const key = (toolType: ToolType) => `bv.lite-result.${toolType}`;
const session = () => window.sessionStorage;

export function savedLiteResult(toolType: ToolType): LiteResult | null {
  const saved = readStored<LiteResult | null>(key(toolType), null, session);
  return saved && saved.toolType === toolType && typeof saved.score === 'number' ? saved : null;
}

export function saveLiteResult(result: LiteResult): void {
  writeStored(key(result.toolType), result, session);
}

export function forgetLiteResult(toolType: ToolType): void {
  try {
    session().removeItem(key(toolType));
  } catch {
    // Storage unavailable: nothing was saved.
  }
}
