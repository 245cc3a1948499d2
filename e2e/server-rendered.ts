/// <reference lib="dom" />
import type { Page } from 'playwright-core';

type Marked = { serverNodes?: Record<string, Element | null> };

/**
 * Before any script of the page runs (they start after the first paint, public/boot.js), keeps
 * the server-rendered elements `selectors` name, so `hydratedInPlace` can tell whether React
 * adopted them (hydration) or painted new ones (a fresh render). For every later load of `page`.
 */
export async function keepServerElements(page: Page, selectors: string[]): Promise<void> {
  await page.addInitScript((names: string[]) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as Marked).serverNodes = Object.fromEntries(names.map((name) => [name, document.querySelector(name)]));
    });
  }, selectors);
}

/**
 * Waits until React owns the elements kept at DOMContentLoaded and answers, per selector, whether
 * the element on the page now is that same node (false: it was replaced, or never server-rendered).
 */
export async function hydratedInPlace(page: Page, timeoutMs = 30_000): Promise<Record<string, boolean>> {
  await page.waitForFunction(
    () => {
      // Only those the server rendered (a selector may name what is on another page only).
      const kept = Object.values((window as Marked).serverNodes ?? {}).filter((el): el is Element => el !== null);
      const owned = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));
      // Either React adopted them all, or it rendered its own (the kept ones are gone).
      return kept.length > 0 && (kept.every(owned) || kept.some((el) => !el.isConnected));
    },
    undefined,
    { timeout: timeoutMs },
  );
  return page.evaluate(() => {
    const kept = (window as Marked).serverNodes ?? {};
    return Object.fromEntries(Object.entries(kept).map(([name, el]) => [name, el !== null && el === document.querySelector(name)]));
  });
}

/** Errors the page logs or throws (a hydration mismatch is one: React reports it as an error). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // Chromium's own warning about the gateway's Permissions-Policy header (web-share) is not the page's.
    if (message.type() === 'warning' && text.startsWith('Error with Permissions-Policy header')) return;
    if ((message.type() === 'error' || message.type() === 'warning') && !text.startsWith('Failed to load resource')) errors.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
