import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { allErrorEntries, billingErrors, errorCatalogues, identityErrors, sharingErrors } from './error-catalogues';
import { errorCatalogue } from './error-catalogue';
import { appError, appErrorWithDetails } from './errors';

const root = join(__dirname, '../../..');
// new AppError(kind, 'CODE', ...): a code written out by hand instead of taken from a catalogue.
const LITERAL_RAISE = /new AppError\(\s*(?:'[^']*'|[\w.]+)\s*,\s*['"`]/;

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

describe('the error catalogues', () => {
  const sources = sourceFiles();
  const withLiterals = sources.filter(({ text }) => LITERAL_RAISE.test(text));

  it('are where every code comes from: no service or library raises a code written out by hand', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(withLiterals.map(({ file }) => file)).toEqual([]);
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
