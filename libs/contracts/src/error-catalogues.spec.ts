import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { allErrorEntries, billingErrors, errorCatalogues, identityErrors, sharingErrors } from './error-catalogues';
import { errorCatalogue } from './error-catalogue';
import { appError, appErrorWithDetails } from './errors';
import * as contracts from './index';

const root = join(__dirname, '../../..');
const STRING = String.raw`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\`(?:[^\`\\]|\\.)*\``;
// new AppError(kind, 'CODE', ...): a code written out by hand instead of taken from a catalogue.
const LITERAL_RAISE = /new AppError\(\s*(?:'[^']*'|[\w.]+)\s*,\s*['"`]/;
// The same raise read in full, for the files that still have them.
const RAISE = new RegExp(String.raw`new AppError\(\s*'([a-z_]+)',\s*'([A-Z_]+(?:\.[A-Z0-9_]+)*)',\s*(${STRING}|[\w.]+)`, 'g');
const CONSTANT = /(?:export )?const ([A-Z_]+) = ('(?:[^'\\]|\\.)*')/g;

/**
 * Files that still raise literal codes, until their owners move them to `appError(catalogue.CODE)`.
 * The list only shrinks: take a file off it when its last literal goes (so it cannot slip back), and add none.
 */
const STILL_LITERAL = [
  'apps/billing/src/account/billing-account.service.ts',
  'apps/billing/src/checkout/checkout-pricing.ts',
  'apps/billing/src/checkout/checkout.service.ts',
  'apps/billing/src/checkout/lite-offer-eligibility.ts',
];

type Raise = { file: string; kind: string; code: string; message: string | null };

/** The services' and libraries' own code (the web app raises no AppError), tests left out. */
function sourceFiles(): { file: string; text: string }[] {
  const dirs = [...readdirSync(join(root, 'apps')).filter((app) => app !== 'web').map((app) => join(root, 'apps', app, 'src')), ...readdirSync(join(root, 'libs')).map((lib) => join(root, 'libs', lib, 'src'))];
  return dirs
    .flatMap((dir) => {
      try {
        return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !/\.(spec|int-spec)\.ts$/.test(f)).map((f) => join(dir, f));
      } catch {
        return [];
      }
    })
    .map((file) => ({ file: relative(root, file).split(sep).join('/'), text: readFileSync(file, 'utf8') }));
}

/** The literal raises left, each message read when it is a literal or a named constant. */
function literalRaises(sources: { file: string; text: string }[]): Raise[] {
  const constants = new Map(sources.flatMap(({ text }) => [...text.matchAll(CONSTANT)].map((m) => [m[1], m[2]] as const)));
  const literal = (raw: string): string | null => {
    const exported: unknown = (contracts as Record<string, unknown>)[raw];
    if (typeof exported === 'string') return exported;
    const quoted = constants.get(raw) ?? raw;
    if (/^'.*'$|^".*"$/s.test(quoted) || (/^`.*`$/s.test(quoted) && !quoted.includes('${'))) return (JSON.parse(`"${quoted.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string);
    return null;
  };
  return sources.flatMap(({ file, text }) => [...text.matchAll(RAISE)].map((m) => ({ file, kind: m[1], code: m[2], message: literal(m[3]) })));
}

describe('the error catalogues', () => {
  const sources = sourceFiles();
  const withLiterals = sources.filter(({ text }) => LITERAL_RAISE.test(text));

  it('are where every code comes from: no new file raises a code written out by hand', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(withLiterals.map(({ file }) => file).filter((file) => !STILL_LITERAL.includes(file))).toEqual([]);
  });

  it('hold the codes the files still to move raise, with their kinds and messages as sent today', () => {
    const problems = literalRaises(sources).flatMap((raise) => {
      const entries = allErrorEntries().filter((entry) => entry.code === raise.code);
      if (entries.length === 0) return [`${raise.code} (${raise.file}) is in no catalogue`];
      if (!entries.some((entry) => entry.kind === raise.kind)) return [`${raise.code} (${raise.file}) is ${raise.kind}, the catalogue says ${entries[0].kind}`];
      const matches = raise.message === null ? entries.some((entry) => typeof entry.message === 'function') : entries.some((entry) => entry.message === raise.message);
      return matches ? [] : [`${raise.code} (${raise.file}): "${raise.message ?? 'a message with values'}" is not the catalogue's`];
    });
    expect(problems).toEqual([]);
  });

  it('give every code one owning domain', () => {
    const owners = new Map<string, Set<string>>();
    for (const entry of allErrorEntries()) owners.set(entry.code, (owners.get(entry.code) ?? new Set()).add(entry.domain));
    expect([...owners].filter(([, domains]) => domains.size > 1)).toEqual([]);
    expect(billingErrors.PRICING_INVALID.code).toBe('BILLING.PRICING_INVALID');
    expect(Object.keys(errorCatalogues.identity)).not.toContain('PRICING_INVALID');
  });

  it('refuse a code from another domain', () => {
    expect(() => errorCatalogue(['IDENTITY'], { X: { code: 'BILLING.X', kind: 'validation', message: 'x' } })).toThrow('BILLING.X (X) does not belong');
  });

  it('carry the HTTP status of the kind, and fill in messages that name values', () => {
    expect(identityErrors.INVALID_CREDENTIALS.status).toBe(401);
    expect(sharingErrors.LINK_INVALID.status).toBe(404);
    expect(appError(sharingErrors.TOO_MANY_ATTEMPTS, 600)).toMatchObject({ kind: 'rate_limited', code: 'SHARING.TOO_MANY_ATTEMPTS', message: 'Too many incorrect passwords. Please try again in 10 minutes.' });
    expect(appErrorWithDetails(sharingErrors.TOO_MANY_ATTEMPTS, { retryAfterSeconds: 600 }, 600)).toMatchObject({ message: 'Too many incorrect passwords. Please try again in 10 minutes.', details: { retryAfterSeconds: 600 } });
    expect(appError(billingErrors.PRICE_CHANGED, { name: 'Pro', paymentType: 'one_time' }, 349).message).toBe('The Pro plan now costs S$349. Refresh the page and try again.');
  });
});
