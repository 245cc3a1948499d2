/**
 * A small, strict Kustomize renderer for the features k8s/ uses (resources, components,
 * strategic-merge patches with or without a target, `$patch: delete` of an object or of a named
 * list item, images, namespace), so the tests check exactly what an
 * overlay deploys without needing the kustomize binary. Anything it does not understand is an
 * error rather than a silent difference. When `kubectl` is installed the spec also compares
 * this output with `kubectl kustomize`.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import { clone, get, isManifest, isObj, list, readManifests, readYamlDocuments, rel, ROOT, str, strMap, type Manifest, type Obj } from './util';

export type Kustomization = {
  dir: string;
  /** Kustomization, or Component (k8s/components: applied to the overlay that lists it). */
  kind: string;
  namespace?: string;
  resources: string[];
  components: string[];
  images: { name: string; newName?: string; newTag?: string; digest?: string }[];
  patches: { path?: string; patch?: string; target?: Record<string, string> }[];
};

const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass', 'IngressClass', 'PriorityClass']);

export function readKustomization(dir: string): Kustomization {
  const file = join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${rel(dir)}: no kustomization.yaml`);
  const [doc] = readYamlDocuments(file);
  if (!isObj(doc)) throw new Error(`${rel(file)}: not a mapping`);
  return {
    dir,
    kind: String(doc.kind),
    namespace: str(doc.namespace),
    resources: list(doc.resources).map(String),
    components: list(doc.components).map(String),
    images: list(doc.images).filter(isObj).map((i) => ({ name: String(i.name), newName: str(i.newName), newTag: str(i.newTag), digest: str(i.digest) })),
    patches: list(doc.patches).filter(isObj).map((p) => ({ path: str(p.path), patch: str(p.patch), target: isObj(p.target) ? strMap(p.target) : undefined })),
  };
}

/** Where each file a kustomization names lives, and whether it exists. */
export function referencedFiles(dir: string): { from: string; field: 'resources' | 'patches' | 'components'; path: string; exists: boolean }[] {
  const k = readKustomization(dir);
  const from = join(dir, 'kustomization.yaml');
  const out: { from: string; field: 'resources' | 'patches' | 'components'; path: string; exists: boolean }[] = [];
  for (const r of k.resources) out.push({ from, field: 'resources', path: resolve(dir, r), exists: existsSync(resolve(dir, r)) });
  for (const c of k.components) out.push({ from, field: 'components', path: resolve(dir, c), exists: existsSync(join(resolve(dir, c), 'kustomization.yaml')) });
  for (const p of k.patches) if (p.path) out.push({ from, field: 'patches', path: resolve(dir, p.path), exists: existsSync(resolve(dir, p.path)) });
  return out;
}

function matchesSelector(labels: Record<string, string>, selector: string): boolean {
  return selector
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean)
    .every((term) => {
      const m = /^([^!=]+?)\s*(==|=|!=)\s*(.*)$/.exec(term);
      if (!m) throw new Error(`unsupported labelSelector term "${term}"`);
      return m[2] === '!=' ? labels[m[1]] !== m[3] : labels[m[1]] === m[3];
    });
}

function matchesTarget(m: Manifest, target: Record<string, string>): boolean {
  for (const key of Object.keys(target)) if (!['kind', 'name', 'labelSelector', 'group', 'version', 'namespace'].includes(key)) throw new Error(`unsupported patch target field ${key}`);
  const [group, version] = m.apiVersion.includes('/') ? m.apiVersion.split('/') : ['', m.apiVersion];
  if (target.kind && target.kind !== m.kind) return false;
  if (target.name && !new RegExp(`^(?:${target.name})$`).test(m.metadata.name)) return false;
  if (target.group !== undefined && target.group !== group) return false;
  if (target.version && target.version !== version) return false;
  if (target.namespace && target.namespace !== m.metadata.namespace) return false;
  if (target.labelSelector && !matchesSelector(strMap(m.metadata.labels), target.labelSelector)) return false;
  return true;
}

const hasNameKey = (items: unknown[]) => items.every((i) => isObj(i) && typeof i.name === 'string');

/** `$patch: delete` on a named list item removes that item (the only directive supported in a list). */
const deletesItem = (item: unknown) => isObj(item) && item.$patch === 'delete';

/**
 * Strategic merge for the cases used here: maps merge, lists of named items merge by name (an
 * item with `$patch: delete` removes its namesake), other lists are replaced, null deletes.
 */
export function strategicMerge(base: unknown, patch: unknown, path = ''): unknown {
  if (isObj(patch)) {
    for (const key of Object.keys(patch)) if (key.startsWith('$')) throw new Error(`${path}.${key}: strategic-merge directives are not supported here`);
    if (!isObj(base)) return clone(patch);
    const out: Obj = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete out[key];
      else out[key] = strategicMerge(base[key], value, `${path}.${key}`);
    }
    return out;
  }
  if (Array.isArray(patch)) {
    if (!Array.isArray(base) || !hasNameKey(base) || !hasNameKey(patch) || patch.length === 0) return clone(patch);
    let out = base.map((item) => clone(item) as Obj);
    // New items go before the existing ones, in the patch's order, as kustomize (kyaml) puts them.
    const added: Obj[] = [];
    for (const item of patch as Obj[]) {
      if (deletesItem(item)) {
        if (Object.keys(item).some((k) => k !== 'name' && k !== '$patch')) throw new Error(`${path}[name=${String(item.name)}]: $patch: delete takes only the name`);
        out = out.filter((o) => o.name !== item.name);
        continue;
      }
      const i = out.findIndex((o) => o.name === item.name);
      if (i >= 0) out[i] = strategicMerge(out[i], item, `${path}[name=${String(item.name)}]`) as Obj;
      else added.push(clone(item));
    }
    return [...added, ...out];
  }
  return patch;
}

function podTemplateContainers(m: Manifest): Obj[] {
  const spec = get(m, 'spec', 'template', 'spec');
  return [...list(get(spec, 'initContainers')), ...list(get(spec, 'containers'))].filter(isObj);
}

function splitImage(image: string): { name: string; tag?: string; digest?: string } {
  const [withoutDigest, digest] = image.split('@');
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  if (colon > slash) return { name: withoutDigest.slice(0, colon), tag: withoutDigest.slice(colon + 1), digest };
  return { name: withoutDigest, digest };
}

function parsePatchDocuments(k: Kustomization, patch: Kustomization['patches'][number]): Manifest[] {
  if (patch.path) return readManifests(resolve(k.dir, patch.path));
  if (patch.patch) {
    return parseAllDocuments(patch.patch).map((d, i) => {
      const doc: unknown = d.toJS();
      if (!isManifest(doc)) throw new Error(`${rel(k.dir)}: inline patch ${i + 1} is not a strategic-merge patch`);
      return doc;
    });
  }
  throw new Error(`${rel(k.dir)}: a patch needs path or patch`);
}

/** Renders a kustomization directory the way `kustomize build` does for the supported subset. */
export function render(dir: string): Manifest[] {
  const k = readKustomization(dir);
  if (k.kind === 'Component') throw new Error(`${rel(dir)}: a Component is rendered through a Kustomization that lists it`);
  return transform(k, []);
}

/**
 * Kustomize's order within one kustomization: its resources join what came before (a component
 * works on its parent's resources), then its components in order, then its patches, namespace and
 * images.
 */
function transform(k: Kustomization, before: Manifest[]): Manifest[] {
  const dir = k.dir;
  let out: Manifest[] = [...before];
  for (const r of k.resources) {
    const path = resolve(dir, r);
    if (!existsSync(path)) throw new Error(`${rel(join(dir, 'kustomization.yaml'))}: resource ${r} does not exist`);
    out.push(...(statSync(path).isDirectory() ? render(path) : readManifests(path)));
  }
  for (const c of k.components) {
    const component = readKustomization(resolve(dir, c));
    if (component.kind !== 'Component') throw new Error(`${rel(dir)}: components names ${c}, which is not a Component`);
    out = transform(component, out);
  }

  for (const patch of k.patches) {
    for (const doc of parsePatchDocuments(k, patch)) {
      const targets = patch.target
        ? out.filter((m) => matchesTarget(m, patch.target as Record<string, string>))
        : out.filter((m) => m.kind === doc.kind && m.metadata.name === doc.metadata.name);
      if (!targets.length) throw new Error(`${rel(dir)}: patch ${patch.path ?? '(inline)'} matches no resource`);
      if ((doc as Obj).$patch === 'delete') {
        out = out.filter((m) => !targets.includes(m));
        continue;
      }
      const body = clone(doc) as Obj;
      if (patch.target) {
        const meta = { ...(body.metadata as Obj) };
        delete meta.name;
        delete meta.namespace;
        body.metadata = meta;
      }
      out = out.map((m) => (targets.includes(m) ? (strategicMerge(m, body) as Manifest) : m));
    }
  }

  if (k.namespace) {
    out = out.map((m) => (CLUSTER_SCOPED.has(m.kind) ? m : { ...m, metadata: { ...m.metadata, namespace: k.namespace } }));
  }

  if (k.images.length) {
    out = out.map((m) => {
      const copy = clone(m);
      for (const container of podTemplateContainers(copy)) {
        const image = str(container.image);
        if (!image) continue;
        const parts = splitImage(image);
        const rule = k.images.find((i) => i.name === parts.name);
        if (!rule) continue;
        const name = rule.newName ?? parts.name;
        const digest = rule.digest ?? (rule.newTag ? undefined : parts.digest);
        const tag = rule.digest ? undefined : (rule.newTag ?? parts.tag);
        container.image = `${name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
      }
      return copy;
    });
  }
  return out;
}

/** The kustomization directories under k8s/: the base and every overlay. */
export function kustomizationDirs(k8sRoot: string, files: string[]): string[] {
  return files.filter((f) => f.endsWith('/kustomization.yaml')).map((f) => dirname(f)).filter((d) => d.startsWith(k8sRoot));
}

/**
 * A throwaway copy of the prod overlay that also lists `components`, as a site's overlay would
 * (so prod's images and patches reach what the components add), under .tmp/: Kustomize refuses
 * absolute paths.
 */
export function prodWithComponents(components: string[]): { dir: string; remove: () => void } {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.tmp', 'k8s-components-'));
  const prod = join(ROOT, 'k8s', 'overlays', 'prod');
  const [doc] = readYamlDocuments(join(prod, 'kustomization.yaml')) as Obj[];
  const moved = (path: string) => relative(dir, join(prod, path));
  const copy: Obj = {
    ...doc,
    resources: (doc.resources as string[]).map(moved),
    // Kustomize loads patch files only from below the kustomization: they come along.
    patches: (doc.patches as Obj[]).map((p) => {
      if (typeof p.path === 'string') copyFileSync(join(prod, p.path), join(dir, basename(p.path)));
      return typeof p.path === 'string' ? { ...p, path: basename(p.path) } : p;
    }),
    components: components.map((c) => relative(dir, join(ROOT, 'k8s', 'components', c))),
  };
  writeFileSync(join(dir, 'kustomization.yaml'), stringify(copy));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
