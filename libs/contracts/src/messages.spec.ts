import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as messages from './messages';

// Value imports and re-exports; `import type` is erased before the browser sees it.
const IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm;

/** Every module the entry loads at run time, and every package one of them loads. */
function runtimeGraph(entry: string): { modules: string[]; packages: string[] } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const [, target] of readFileSync(join(__dirname, `${file}.ts`), 'utf8').matchAll(IMPORT)) {
      if (target.startsWith('./')) visit(target.slice(2));
      else packages.add(target);
    }
  };
  visit(entry);
  return { modules: [...modules].sort(), packages: [...packages].sort() };
}

describe('@bv/contracts/messages, the browser entry', () => {
  it('loads no package (zod least of all) and no schema module', () => {
    const graph = runtimeGraph('messages');
    expect(graph.packages).toEqual([]);
    expect(graph.modules).not.toContain('errors');
    expect(graph.modules).toContain('billing.errors');
  });

  it('carries the catalogues and the texts shown for codes', () => {
    expect(messages.sharingErrors.WRONG_PASSWORD.message).toBe('Incorrect password');
    expect(messages.reportErrorTexts.RATE_LIMIT.title).toBe('Service Busy');
  });
});
