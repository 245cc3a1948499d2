/**
 * Offline checks of the deployment artefacts: k8s/ (Kustomize base and overlays),
 * docker-compose.yml and the Dockerfile, against the apps as they are in the repository
 * (their configSchema, HTTP_PORT defaults, entry points and HEALTH_PATHS).
 * No cluster and no Docker engine are needed; when `kubectl` is installed the overlays are
 * also rendered with `kubectl kustomize` and must match what these tests check.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { loadApps, secretKeysOf, serverAppNames, type Apps } from './support/apps';
import { checkCompose, checkConverterImage, checkDockerfile, parseDockerfile } from './support/docker-checks';
import { checkRendered, validateObject, validatePatch, type K8sContext } from './support/k8s-checks';
import { prodWithComponents as withComponents, readKustomization, referencedFiles, render } from './support/kustomize';
import { KUSTOMIZATION_SHAPE, unknownFields } from './support/strict-shapes';
import { clone, get, idOf, isManifest, isObj, readManifests, readYamlDocuments, rel, ROOT, walkFiles, type Manifest, type Obj } from './support/util';

const K8S = join(ROOT, 'k8s');
const SECRETS_TEMPLATE = join(K8S, 'base', 'secrets.template.yaml');
const yamlFiles = walkFiles(K8S, (f) => /\.ya?ml$/.test(f));
const allKustomizationDirs = yamlFiles.filter((f) => basename(f) === 'kustomization.yaml').map(dirname);
/** k8s/components/*: optional Components an overlay lists (docs/operations.md, Deploying). */
const componentDirs = allKustomizationDirs.filter((d) => readKustomization(d).kind === 'Component');
const kustomizationDirs = allKustomizationDirs.filter((d) => !componentDirs.includes(d));
const overlayNames = kustomizationDirs.map(rel);
const COMPONENTS = ['monitoring', 'migrations-job', 'keda', 'cert-manager', 'gateway-api', 'required-secrets', 'external-secrets'];
/** Every component that can be used together, in the order docs/operations.md gives. */
const ALL_TOGETHER = ['monitoring', 'keda', 'cert-manager', 'gateway-api', 'external-secrets', 'migrations-job'];

/** The deployable apps and the port each listens on (ARCHITECTURE.md, apps/<app>/src/config.ts). */
const EXPECTED_PORTS: Record<string, number> = {
  gateway: 3000,
  identity: 3101,
  billing: 3102,
  assessments: 3103,
  sharing: 3104,
  notifications: 3105,
  flags: 3106,
  converter: 3107,
};
/** Apps without a database schema: the gateway, and the converter (Redis and the object store only). */
const WITHOUT_SCHEMA = ['gateway', 'converter'];
/** The converter has no broker: its Secret's required key is Redis's. */
const requiredKeyOf = (app: string) => (app === 'converter' ? 'REDIS_URL' : 'AMQP_URL');

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

let apps: Apps;
let ctx: K8sContext;

beforeAll(async () => {
  apps = await loadApps();
  ctx = { apps, secretTemplates: readManifests(SECRETS_TEMPLATE) };
}, 120_000);

const sortById = (set: Manifest[]) => [...set].sort((a, b) => idOf(a).localeCompare(idOf(b)));
const find = (set: Manifest[], kind: string, name: string) => {
  const m = set.find((x) => x.kind === kind && x.metadata.name === name);
  if (!m) throw new Error(`${kind}/${name} not rendered`);
  return m;
};
const container = (d: Manifest, name = 'app') => (get(d, 'spec', 'template', 'spec', 'containers') as Obj[]).find((c) => c.name === name) as Obj;

describe('apps', () => {
  it('the server apps are the eight the deployment knows', () => {
    expect(serverAppNames()).toEqual(Object.keys(EXPECTED_PORTS).sort());
  });

  it.each(Object.keys(EXPECTED_PORTS))('%s has a configSchema with its HTTP_PORT default, main.ts and (if it owns a schema) migrate.ts', (name) => {
    const app = apps.get(name);
    expect(app?.configError).toBeUndefined();
    expect(app?.httpPort).toBe(EXPECTED_PORTS[name]);
    expect(app?.hasMain).toBe(true);
    expect(app?.ownsSchema).toBe(!WITHOUT_SCHEMA.includes(name));
    if (app?.ownsSchema) expect(app.hasMigrate).toBe(true);
  });
});

describe('YAML under k8s/', () => {
  it('has a base and dev and prod overlays', () => {
    expect(overlayNames.sort()).toEqual(['k8s/base', 'k8s/overlays/dev', 'k8s/overlays/prod']);
  });

  it('every document parses', () => {
    const problems: string[] = [];
    for (const file of yamlFiles) {
      try {
        readYamlDocuments(file);
      } catch (err) {
        problems.push((err as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has the optional components', () => {
    expect(componentDirs.map(rel).sort()).toEqual(COMPONENTS.map((c) => `k8s/components/${c}`).sort());
  });

  it('every kustomization uses only supported fields and names files that exist', () => {
    const problems: string[] = [];
    for (const dir of allKustomizationDirs) {
      const file = join(dir, 'kustomization.yaml');
      const [doc] = readYamlDocuments(file);
      const component = componentDirs.includes(dir);
      const expected = component ? ['kustomize.config.k8s.io/v1alpha1', 'Component'] : ['kustomize.config.k8s.io/v1beta1', 'Kustomization'];
      if (get(doc, 'apiVersion') !== expected[0] || get(doc, 'kind') !== expected[1]) problems.push(`${rel(file)}: not a ${expected[1]}`);
      problems.push(...unknownFields(doc, KUSTOMIZATION_SHAPE).map((p) => `${rel(file)}${p}`));
      for (const ref of referencedFiles(dir)) if (!ref.exists) problems.push(`${rel(file)}: ${ref.field} names ${rel(ref.path)}, which does not exist`);
    }
    expect(problems).toEqual([]);
  });

  it('every YAML file is a kustomization, a resource or patch one names, or the secrets template', () => {
    const referenced = new Set(allKustomizationDirs.flatMap((d) => referencedFiles(d).map((r) => r.path)));
    const orphans = yamlFiles.filter((f) => basename(f) !== 'kustomization.yaml' && f !== SECRETS_TEMPLATE && !referenced.has(f)).map(rel);
    expect(orphans).toEqual([]);
  });

  it('every resource document validates with kubernetes-models and has no unknown fields', () => {
    const files = new Set([SECRETS_TEMPLATE, ...allKustomizationDirs.flatMap((d) => referencedFiles(d).filter((r) => r.field === 'resources' && r.path.endsWith('.yaml')).map((r) => r.path))]);
    const problems = [...files].flatMap((file) => readManifests(file).map((m) => validateObject(m, rel(file)))).flat();
    expect(files.size).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it('every patch names only fields of its kind', () => {
    const patches = allKustomizationDirs.flatMap((d) => referencedFiles(d).filter((r) => r.field === 'patches').map((r) => r.path));
    const problems = patches.flatMap((file) => readManifests(file).flatMap((m) => validatePatch(m, rel(file))));
    expect(patches.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('the secrets template is not deployed, holds only placeholders, and gives each app only keys its configSchema reads', () => {
    for (const dir of kustomizationDirs) expect(readKustomization(dir).resources.map((r) => join(dir, r))).not.toContain(SECRETS_TEMPLATE);
    const problems: string[] = [];
    for (const secret of ctx.secretTemplates) {
      const appName = secret.metadata.name.replace(/-secrets$/, '');
      const app = apps.get(appName);
      if (secret.kind !== 'Secret' || !app) {
        problems.push(`${idOf(secret)}: expected a Secret named <app>-secrets`);
        continue;
      }
      const data = { ...(secret.stringData as Record<string, string>), ...(secret.data as Record<string, string>) };
      for (const [key, value] of Object.entries(data)) {
        if (!app.keys.has(key)) problems.push(`${idOf(secret)}: ${key} is not in ${appName}'s configSchema${app.configError ? ` (${app.configError})` : ''}`);
        if (!String(value).includes('CHANGE_ME')) problems.push(`${idOf(secret)}: ${key} must be a CHANGE_ME placeholder`);
      }
    }
    // And the other way round: every credential an app reads has its place in the template.
    for (const app of apps.values()) {
      const template = ctx.secretTemplates.find((s) => s.metadata.name === `${app.name}-secrets`);
      const keys = Object.keys({ ...(template?.stringData as Obj), ...(template?.data as Obj) });
      for (const key of secretKeysOf(app)) if (!keys.includes(key)) problems.push(`Secret/${app.name}-secrets: template lacks ${key}, which ${app.name} reads`);
    }
    expect(problems).toEqual([]);
  });
});

describe.each(overlayNames)('kustomize build %s', (name) => {
  const dir = join(ROOT, name);

  it('renders objects that pass every check (probes, ports, env vs configSchema, selectors, references)', () => {
    const set = render(dir);
    expect(set.length).toBeGreaterThan(20);
    expect(checkRendered(set, ctx, name)).toEqual([]);
  });

  (kubectl ? it : it.skip)(
    'renders exactly like kubectl kustomize',
    () => {
      const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`kubectl kustomize ${name} failed: ${result.stderr || String(result.error)}`);
      const fromKubectl = parseAllDocuments(result.stdout).map((d) => d.toJS() as unknown).filter(isManifest);
      expect(sortById(fromKubectl)).toEqual(sortById(render(dir)));
    },
    30_000,
  );
});

function kubectlRender(dir: string): Manifest[] {
  const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`kubectl kustomize failed: ${result.stderr || String(result.error)}`);
  return parseAllDocuments(result.stdout).map((d) => d.toJS() as unknown).filter(isManifest);
}

describe.each([...COMPONENTS.map((c) => [c, [c]] as const), ['all together', ALL_TOGETHER] as const])('prod with component %s', (_name, components) => {
  let overlay: { dir: string; remove: () => void };
  beforeAll(() => {
    overlay = withComponents([...components]);
  });
  afterAll(() => overlay.remove());

  it('renders objects that pass every check', () => {
    const set = render(overlay.dir);
    expect(checkRendered(set, ctx, `prod+${components.join('+')}`)).toEqual([]);
  });

  (kubectl ? it : it.skip)(
    'renders exactly like kubectl kustomize',
    () => {
      expect(sortById(kubectlRender(overlay.dir))).toEqual(sortById(render(overlay.dir)));
    },
    30_000,
  );
});

describe('the components do what they are for', () => {
  const rendered = (components: string[]) => {
    const overlay = withComponents(components);
    try {
      return render(overlay.dir);
    } finally {
      overlay.remove();
    }
  };

  it('migrations-job: one Job per schema, no init container, every pod waits for its Job', () => {
    const set = rendered(['migrations-job']);
    const jobs = set.filter((m) => m.kind === 'Job').map((m) => m.metadata.name);
    expect(jobs.sort()).toEqual(['assessments-migrate', 'billing-migrate', 'flags-migrate', 'identity-migrate', 'notifications-migrate', 'sharing-migrate']);
    for (const d of set.filter((m) => m.kind === 'Deployment')) {
      expect(get(d, 'spec', 'template', 'spec', 'initContainers') ?? []).toEqual([]);
      if (!WITHOUT_SCHEMA.includes(d.metadata.name)) expect((container(d).env as Obj[]).find((e) => e.name === 'MIGRATIONS_WAIT_SECONDS')).toEqual({ name: 'MIGRATIONS_WAIT_SECONDS', value: '600' });
    }
  });

  it('required-secrets and external-secrets: every container needs its Secret; the store fills each with the keys its app reads', () => {
    for (const components of [['required-secrets'], ['external-secrets']]) {
      const set = rendered(components);
      for (const d of set.filter((m) => m.kind === 'Deployment')) {
        for (const c of [...((get(d, 'spec', 'template', 'spec', 'initContainers') as Obj[]) ?? []), container(d)]) {
          const key = requiredKeyOf(d.metadata.name);
          expect((c.env as Obj[]).find((e) => e.name === key)).toEqual({ name: key, valueFrom: { secretKeyRef: { name: `${d.metadata.name}-secrets`, key } } });
        }
      }
    }
    expect(rendered(['external-secrets']).filter((m) => m.kind === 'ExternalSecret')).toHaveLength(8);
  });

  it('keda: the workers scale on queue depth instead of their HPAs', () => {
    const set = rendered(['keda']);
    expect(set.filter((m) => m.kind === 'ScaledObject').map((m) => m.metadata.name).sort()).toEqual(['assessments', 'converter', 'notifications']);
    const hpas = set.filter((m) => m.kind === 'HorizontalPodAutoscaler').map((m) => m.metadata.name);
    for (const worker of ['assessments', 'converter', 'notifications']) expect(hpas).not.toContain(worker);
    // The converter on its waiting documents alone, counted once however many pods report the queue.
    expect(get(find(set, 'ScaledObject', 'converter'), 'spec', 'triggers')).toEqual([
      expect.objectContaining({ type: 'prometheus', metadata: expect.objectContaining({ query: expect.stringMatching(/^max\(bv_job_queue_jobs\{.*queue="document-conversion",state="waiting"\}\)$/) }) }),
    ]);
  });

  it('catches a component pointing at nothing or reading what no service exposes', () => {
    const set = rendered(ALL_TOGETHER);
    const by = (kind: string, name: string) => find(set, kind, name);
    (get(by('ScaledObject', 'notifications'), 'spec', 'triggers', 0, 'metadata') as Obj).query = 'sum(bv_email_queue_depth)';
    (get(by('Certificate', 'blueprint-vault'), 'spec') as Obj).secretName = 'other-tls';
    (get(by('HTTPRoute', 'gateway'), 'spec', 'rules', 0, 'backendRefs', 0) as Obj).port = 9000;
    (get(by('ExternalSecret', 'billing-secrets'), 'spec', 'data') as Obj[]).pop();
    (get(by('ServiceMonitor', 'blueprint-vault'), 'spec', 'endpoints', 0) as Obj).port = 'metrics';
    const identity = container(by('Deployment', 'identity'));
    identity.env = (identity.env as Obj[]).filter((e) => e.name !== 'MIGRATIONS_WAIT_SECONDS' && e.name !== 'AMQP_URL');
    // The base requires each app's Secret through envFrom: an optional one must be caught too.
    for (const from of (identity.envFrom as Obj[]) ?? []) if (from.secretRef) (from.secretRef as Obj).optional = true;
    expect(checkRendered(set, ctx, 'mutated')).toEqual(
      expect.arrayContaining([
        'mutated ScaledObject/notifications: query reads metrics no service registers: bv_email_queue_depth',
        'mutated Certificate/blueprint-vault: secretName other-tls is no Ingress\'s TLS Secret',
        "mutated HTTPRoute/gateway: backendRef gateway:9000 is not a Service's http port",
        expect.stringMatching(/^mutated ExternalSecret\/billing-secrets: fetches .*, but billing reads /),
        'mutated ServiceMonitor/blueprint-vault: Service/gateway has no port named metrics',
        'mutated Deployment/identity: must wait for Job/identity-migrate (MIGRATIONS_WAIT_SECONDS above 0)',
        'mutated Deployment/identity container app: does not require Secret identity-secrets (a missing one would go unnoticed)',
      ]),
    );
  });
});

describe('docker-compose.yml', () => {
  it('builds every app from the Dockerfile with env its configSchema reads, and waits for what it needs', () => {
    const [compose] = readYamlDocuments(join(ROOT, 'docker-compose.yml'), { merge: true });
    const dockerfile = parseDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
    expect(checkCompose(compose, dockerfile.some((i) => i.keyword === 'HEALTHCHECK'), apps)).toEqual([]);
  });
});

describe('Dockerfile', () => {
  it('declares ARG APP, runs as node, and its CMD starts an app that exists', () => {
    expect(checkDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'), apps)).toEqual([]);
  });

  it('gives LibreOffice and poppler to the converter target alone', () => {
    expect(checkConverterImage(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))).toEqual([]);
  });
});

/** Edits the runtime stage only (the converter's stage before it has the same lines). */
function inRuntimeStage(text: string, edit: (stage: string) => string): string {
  const at = text.search(/^# ---- runtime ----$/m);
  return text.slice(0, at) + edit(text.slice(at));
}

/** The pod labels every NetworkPolicy selecting them gives, as "in <from>" and "out <port>" lines. */
function flowsOf(set: Manifest[], labels: Record<string, string>): string[] {
  const selected = set.filter((p) => {
    if (p.kind !== 'NetworkPolicy') return false;
    const selector = get(p, 'spec', 'podSelector') as Obj;
    const matchLabels = (selector.matchLabels ?? {}) as Record<string, string>;
    const expressions = (selector.matchExpressions ?? []) as { key: string; operator: string; values: string[] }[];
    return (
      Object.entries(matchLabels).every(([k, v]) => labels[k] === v) &&
      expressions.every((e) => (e.operator === 'In' ? e.values.includes(labels[e.key]) : e.operator === 'NotIn' ? !e.values.includes(labels[e.key]) : false))
    );
  });
  const flows = new Set<string>();
  for (const p of selected) {
    for (const rule of (get(p, 'spec', 'ingress') as Obj[] | undefined) ?? []) {
      for (const peer of (rule.from as Obj[]) ?? [{}]) flows.add(`in from ${JSON.stringify(peer)} to ${((rule.ports as Obj[]) ?? []).map((x) => String(x.port)).join(',')}`);
    }
    for (const rule of (get(p, 'spec', 'egress') as Obj[] | undefined) ?? []) {
      for (const port of (rule.ports as Obj[]) ?? [{ port: 'any' }]) flows.add(`out ${String(port.protocol ?? 'TCP')} ${String(port.port)}${rule.to ? ` to ${JSON.stringify(rule.to)}` : ''}`);
    }
  }
  return [...flows].sort();
}

describe('the converter', () => {
  it('is reached only by monitoring and reaches only DNS, Redis and the object store (HTTPS)', () => {
    const set = render(join(K8S, 'base'));
    const labels = get(find(set, 'Deployment', 'converter'), 'spec', 'template', 'metadata', 'labels') as Record<string, string>;
    expect(flowsOf(set, labels)).toEqual([
      'in from {"namespaceSelector":{"matchLabels":{"kubernetes.io/metadata.name":"monitoring"}}} to internal',
      'out TCP 443',
      'out TCP 53',
      'out TCP 6379',
      'out TCP 6380',
      'out UDP 53',
    ]);
    // The other services keep their data stores and broker.
    const sharing = get(find(set, 'Deployment', 'sharing'), 'spec', 'template', 'metadata', 'labels') as Record<string, string>;
    expect(flowsOf(set, sharing)).toEqual(expect.arrayContaining(['out TCP 5432', 'out TCP 5672']));
  });

  it('runs non-root on a read-only root with a writable /tmp, sized for LibreOffice, with its grace inside the pod\'s', () => {
    const deployment = find(render(join(K8S, 'base')), 'Deployment', 'converter');
    const app = container(deployment);
    expect(get(app, 'securityContext', 'readOnlyRootFilesystem')).toBe(true);
    expect(get(deployment, 'spec', 'template', 'spec', 'securityContext', 'runAsNonRoot')).toBe(true);
    expect((app.volumeMounts as Obj[]).map((m) => m.mountPath)).toEqual(['/tmp']);
    expect(get(app, 'resources', 'limits', 'memory')).toBe('2Gi');
    const grace = Number((app.env as Obj[]).find((e) => e.name === 'CONVERSION_SHUTDOWN_GRACE_MS')?.value) / 1000;
    expect(grace).toBeLessThan(Number(get(deployment, 'spec', 'template', 'spec', 'terminationGracePeriodSeconds')));
    expect(String((app.env as Obj[]).find((e) => e.name === 'CONVERSION_WORK_DIR')?.value)).toMatch(/^\/tmp\//);
  });
});

describe('the checks catch broken artefacts', () => {
  const base = () => render(join(K8S, 'base'));

  it('an unknown field and a wrong probe path in an in-memory Deployment', () => {
    const set = base();
    const gateway = find(set, 'Deployment', 'gateway');
    const app = container(gateway);
    app.readinesProbe = clone(app.readinessProbe);
    (get(app, 'readinessProbe', 'httpGet') as Obj).path = '/healthz';
    (gateway.spec as Obj).replica = 2;
    const problems = checkRendered(set, ctx, 'mutated');
    expect(problems).toEqual(
      expect.arrayContaining([
        'mutated Deployment/gateway.spec.template.spec.containers[0].readinesProbe: unknown field',
        'mutated Deployment/gateway.spec.replica: unknown field',
        expect.stringMatching(/Deployment\/gateway container app: readinessProbe path \/healthz must be \/health\/ready/),
      ]),
    );
  });

  it('kubernetes-models rejects a wrongly typed field', () => {
    const hpa = clone(find(base(), 'HorizontalPodAutoscaler', 'identity'));
    (hpa.spec as Obj).minReplicas = 'two';
    expect(validateObject(hpa, 'mutated')).toEqual([expect.stringMatching(/HorizontalPodAutoscaler\/identity: kubernetes-models: .*minReplicas/)]);
  });

  it('a probe on a port that is not the app internal port, metrics scraped off the public port, and missing limits and security', () => {
    const set = base();
    const identity = find(set, 'Deployment', 'identity');
    const app = container(identity);
    (app.ports as Obj[])[0].containerPort = 8080;
    (app.ports as Obj[])[1].containerPort = 8081;
    (get(identity, 'spec', 'template', 'metadata', 'annotations') as Obj)['prometheus.io/port'] = '3101';
    delete (app.resources as Obj).limits;
    (app.securityContext as Obj).readOnlyRootFilesystem = false;
    const problems = checkRendered(set, ctx, 'mutated');
    expect(problems).toEqual(
      expect.arrayContaining([
        'mutated Deployment/identity container app: livenessProbe port 8081 is not identity\'s internal port 9101',
        'mutated Deployment/identity: no container port 9101 (internal port)',
        'mutated Deployment/identity: prometheus.io/port 3101 is not the internal port 9101 (metrics are not on the public port in production)',
        'mutated Deployment/identity container app: resources.limits.cpu missing or invalid',
        'mutated Deployment/identity container app: readOnlyRootFilesystem must be true',
        'mutated Deployment/identity: no container port 3101 (HTTP_PORT default)',
      ]),
    );
  });

  it('env names an app does not read, and values its schema rejects', () => {
    const set = base();
    (container(find(set, 'Deployment', 'billing')).env as Obj[]).push({ name: 'DATABSE_URL', value: 'postgres://x@y/z' });
    find(set, 'ConfigMap', 'platform-env').data = { ...(find(set, 'ConfigMap', 'platform-env').data as Obj), LOG_LEVEL: 'loud' };
    (container(find(set, 'Deployment', 'gateway')).envFrom as Obj[]).push({ configMapRef: { name: 'database-env' } });
    const problems = checkRendered(set, ctx, 'mutated');
    expect(problems).toEqual(
      expect.arrayContaining([
        "mutated Deployment/billing container app: DATABSE_URL is not in billing's configSchema",
        expect.stringMatching(/Deployment\/flags container app: LOG_LEVEL: /),
        "mutated Deployment/gateway container app: DB_POOL_SIZE is not in gateway's configSchema",
      ]),
    );
  });

  it('a Service, HPA, Ingress or PDB pointing at nothing', () => {
    const set = base();
    (find(set, 'Service', 'sharing').spec as Obj).selector = { 'app.kubernetes.io/name': 'shareing' };
    (get(find(set, 'HorizontalPodAutoscaler', 'flags'), 'spec', 'scaleTargetRef') as Obj).name = 'flag';
    (get(find(set, 'Ingress', 'gateway'), 'spec', 'rules', 0, 'http', 'paths', 0, 'backend', 'service') as Obj).port = { number: 8080 };
    (get(find(set, 'PodDisruptionBudget', 'gateway'), 'spec', 'selector') as Obj).matchLabels = { app: 'gw' };
    const problems = checkRendered(set, ctx, 'mutated');
    expect(problems).toEqual(
      expect.arrayContaining([
        "mutated Service/sharing: selector matches no Deployment's pod labels",
        expect.stringMatching(/HorizontalPodAutoscaler\/flags: scaleTargetRef .* names no Deployment here/),
        'mutated Ingress/gateway: backend port {"number":8080} is not a port of Service/gateway',
        'mutated PodDisruptionBudget/gateway: selector matches no Deployment',
        'mutated: Deployment/gateway has no PodDisruptionBudget',
      ]),
    );
  });

  it('network policies that let everything in, or shut the gateway off from the ingress controller', () => {
    const set = base().filter((m) => !(m.kind === 'NetworkPolicy' && m.metadata.name === 'default-deny'));
    (get(find(set, 'NetworkPolicy', 'gateway'), 'spec', 'ingress', 0, 'ports', 0) as Obj).port = 'internal';
    (get(find(set, 'NetworkPolicy', 'smtp-out'), 'spec', 'podSelector') as Obj).matchLabels = { 'app.kubernetes.io/name': 'notification' };
    expect(checkRendered(set, ctx, 'mutated')).toEqual(
      expect.arrayContaining([
        'mutated: no default-deny NetworkPolicy (empty podSelector, Ingress and Egress, no rules)',
        "mutated: no NetworkPolicy lets the ingress controller reach the gateway's http port",
        'mutated NetworkPolicy/smtp-out: podSelector matches no Deployment',
      ]),
    );
  });

  it('a compose service building an app that does not exist, with env it does not read and a dangling depends_on', () => {
    const [compose] = readYamlDocuments(join(ROOT, 'docker-compose.yml'), { merge: true });
    const services = (compose as Obj).services as Record<string, Obj>;
    (get(services.billing, 'build', 'args') as Obj).APP = 'biling';
    (services.flags.environment as Obj).FLAG_COLOUR = 'blue';
    (services.sharing.depends_on as Obj).cache = { condition: 'service_healthy' };
    const problems = checkCompose(compose, true, apps);
    expect(problems).toEqual(
      expect.arrayContaining([
        'docker-compose.yml services.billing: args.APP=biling is not a server app with apps/biling/src/main.ts',
        "docker-compose.yml services.flags: FLAG_COLOUR is not in flags's configSchema",
        'docker-compose.yml services.sharing: depends_on cache, which is not a service',
      ]),
    );
  });

  it('an app left on a published development secret: not generated in compose, an optional Secret in k8s', () => {
    const [compose] = readYamlDocuments(join(ROOT, 'docker-compose.yml'), { merge: true });
    const services = (compose as Obj).services as Record<string, Obj>;
    delete (services.sharing.environment as Obj).SHARE_GRANT_SECRET_FILE;
    (services.notifications.environment as Obj).EMAIL_LINK_SECRET_FILE = '/elsewhere/EMAIL_LINK_SECRET';
    delete (services['migrate-identity'].depends_on as Obj).secrets;
    expect(checkCompose(compose, true, apps)).toEqual(
      expect.arrayContaining([
        'docker-compose.yml services.sharing: SHARE_GRANT_SECRET has a published development default; give it as SHARE_GRANT_SECRET_FILE from a volume the secrets generator fills',
        'docker-compose.yml services.notifications: EMAIL_LINK_SECRET has a published development default; give it as EMAIL_LINK_SECRET_FILE from a volume the secrets generator fills',
        'docker-compose.yml services.migrate-identity: must wait (service_completed_successfully) for secrets, which makes its KEY_ENCRYPTION_KEY',
      ]),
    );

    const set = render(join(K8S, 'overlays', 'dev'));
    const secretRef = (container(find(set, 'Deployment', 'sharing')).envFrom as Obj[]).find((e) => isObj(e.secretRef))?.secretRef as Obj;
    secretRef.optional = true;
    expect(checkRendered(set, ctx, 'mutated')).toEqual([
      'mutated Deployment/sharing container app: Secret sharing-secrets holds OBJECT_STORE_SIGNING_SECRET, SHARE_GRANT_SECRET, SHARE_TOKEN_KEY and must not be optional',
    ]);
  });

  it('a Dockerfile running as root with a CMD for a file no app has', () => {
    const text = inRuntimeStage(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'), (stage) => stage.replace(/^USER node$/m, '').replace('apps/$APP/dist/main.js', 'apps/$APP/dist/server.js'));
    const problems = checkDockerfile(text, apps);
    expect(problems).toEqual(
      expect.arrayContaining(['Dockerfile: the runtime stage must end as USER node', expect.stringMatching(/CMD .* does not run apps\/\$APP\/dist\/main\.js/)]),
    );
  });

  it('a Dockerfile on Node 20 whose runtime stage installs the root manifest\'s dependencies', () => {
    const text = inRuntimeStage(readFileSync(join(ROOT, 'Dockerfile'), 'utf8').replace(/^ARG NODE_IMAGE=.*$/m, 'ARG NODE_IMAGE=node:20-bookworm-slim'), (stage) =>
      stage.replace(/^COPY --from=app .*$/m, 'COPY --from=manifests /out/ ./\nRUN npm install --omit=dev'),
    );
    expect(checkDockerfile(text, apps)).toEqual(
      expect.arrayContaining([
        'Dockerfile: runtime stage is FROM node:20-bookworm-slim, expected node:22-bookworm-slim',
        'Dockerfile: the runtime stage must not npm install (it copies the traced files staged for $APP)',
        'Dockerfile: the runtime stage must COPY only the staged $APP from an earlier stage',
      ]),
    );
  });

  it('LibreOffice in every image, or a converter image without Impress or running as root', () => {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    const everywhere = dockerfile.replace('FROM ${NODE_IMAGE} AS runtime', 'FROM office AS runtime');
    expect(checkConverterImage(everywhere)).toEqual(['Dockerfile: the runtime stage of the other apps must not carry LibreOffice or poppler']);
    const rootConverter = dockerfile.replace(' libreoffice-impress-nogui', '').replace(/(FROM office AS converter[\s\S]*?)^USER node$/m, '$1');
    expect(checkConverterImage(rootConverter)).toEqual(['Dockerfile: the converter stage does not install libreoffice-impress', 'Dockerfile: the converter stage must end as USER node']);
  });

  it('strategic merge patches merge named list items instead of replacing them', () => {
    const overlaid = render(join(K8S, 'overlays', 'prod'));
    const identity = container(find(overlaid, 'Deployment', 'identity'));
    expect(isObj(identity.readinessProbe)).toBe(true);
    expect(get(identity, 'resources', 'requests', 'cpu')).toBe('250m');
  });
});
