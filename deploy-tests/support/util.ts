import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

/** The repository root (deploy-tests/support/../..). */
export const ROOT = resolve(__dirname, '..', '..');

export type Obj = Record<string, unknown>;

/** A Kubernetes object as read from YAML: apiVersion, kind and metadata.name are present. */
export type Manifest = Obj & { apiVersion: string; kind: string; metadata: Obj & { name: string } };

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function get(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof key === 'number') current = Array.isArray(current) ? current[key] : undefined;
    else current = isObj(current) ? current[key] : undefined;
  }
  return current;
}

export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const objects = (v: unknown): Obj[] => list(v).filter(isObj);
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const strMap = (v: unknown): Record<string, string> =>
  isObj(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};

export const rel = (path: string) => relative(ROOT, path) || '.';

export function isManifest(doc: unknown): doc is Manifest {
  return isObj(doc) && typeof doc.apiVersion === 'string' && typeof doc.kind === 'string' && typeof get(doc, 'metadata', 'name') === 'string';
}

export const idOf = (m: Manifest) => `${m.kind}/${m.metadata.name}`;

/** Every document of a YAML file; a syntax error or warning throws, naming the file. */
export function readYamlDocuments(file: string, options: { merge?: boolean } = {}): unknown[] {
  const text = readFileSync(file, 'utf8');
  const docs = parseAllDocuments(text, { merge: options.merge ?? false, prettyErrors: true });
  const parsed = Array.isArray(docs) ? docs : [docs];
  const out: unknown[] = [];
  for (const doc of parsed) {
    const problems = [...doc.errors, ...doc.warnings];
    if (problems.length) throw new Error(`${rel(file)}: ${problems.map((p) => p.message).join('; ')}`);
    const value: unknown = doc.toJS({ maxAliasCount: 100 });
    if (value !== null && value !== undefined) out.push(value);
  }
  return out;
}

export function readManifests(file: string): Manifest[] {
  return readYamlDocuments(file).map((doc, i) => {
    if (!isManifest(doc)) throw new Error(`${rel(file)}: document ${i + 1} lacks apiVersion, kind or metadata.name`);
    return doc;
  });
}

export function walkFiles(dir: string, accept: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walkFiles(path, accept));
    else if (accept(path)) out.push(path);
  }
  return out;
}

export const clone = <T>(value: T): T => structuredClone(value);

/** Kubernetes quantities as numbers: cpu in cores, memory in bytes. */
export function parseQuantity(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : str(value);
  if (!text) return undefined;
  const m = /^([0-9.]+)(m|k|M|G|T|Ki|Mi|Gi|Ti)?$/.exec(text);
  if (!m) return undefined;
  const factors: Record<string, number> = { m: 1e-3, k: 1e3, M: 1e6, G: 1e9, T: 1e12, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40 };
  return Number(m[1]) * (m[2] ? factors[m[2]] : 1);
}
