/**
 * Checks of Kubernetes objects: each object against kubernetes-models and the strict
 * whitelists, and a rendered set (base or overlay) for what only the whole set can tell —
 * probes, ports, env names against each app's configSchema, selectors and references.
 * Each check returns a list of problems (empty when all is well) so tests can also prove
 * that a broken manifest is caught.
 */
import { HEALTH_PATHS } from '@bv/service-kit';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Certificate } from '@kubernetes-models/cert-manager/cert-manager.io/v1/Certificate';
import { ExternalSecret } from '@kubernetes-models/external-secrets/external-secrets.io/v1beta1/ExternalSecret';
import { HTTPRoute } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/HTTPRoute';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import { checkEnv, defaultedSecretKeysOf, secretKeysOf, type AppInfo, type Apps } from './apps';
import { checkComponentObjects } from './component-checks';
import { SHAPES, unknownFields } from './strict-shapes';
import { get, idOf, isObj, list, objects, parseQuantity, str, strMap, type Manifest, type Obj } from './util';

type Validatable = { validate(): void };

/** kubernetes-models class for each `apiVersion kind` we deploy. */
const MODELS: Record<string, (data: Manifest) => Validatable> = {
  'apps/v1 Deployment': (d) => new Deployment(d as unknown as ConstructorParameters<typeof Deployment>[0]),
  'v1 Service': (d) => new Service(d as unknown as ConstructorParameters<typeof Service>[0]),
  'networking.k8s.io/v1 Ingress': (d) => new Ingress(d as unknown as ConstructorParameters<typeof Ingress>[0]),
  'networking.k8s.io/v1 NetworkPolicy': (d) => new NetworkPolicy(d as unknown as ConstructorParameters<typeof NetworkPolicy>[0]),
  'autoscaling/v2 HorizontalPodAutoscaler': (d) => new HorizontalPodAutoscaler(d as unknown as ConstructorParameters<typeof HorizontalPodAutoscaler>[0]),
  'v1 ConfigMap': (d) => new ConfigMap(d as unknown as ConstructorParameters<typeof ConfigMap>[0]),
  'v1 Secret': (d) => new Secret(d as unknown as ConstructorParameters<typeof Secret>[0]),
  'policy/v1 PodDisruptionBudget': (d) => new PodDisruptionBudget(d as unknown as ConstructorParameters<typeof PodDisruptionBudget>[0]),
  'v1 Namespace': (d) => new Namespace(d as unknown as ConstructorParameters<typeof Namespace>[0]),
  'batch/v1 Job': (d) => new Job(d as unknown as ConstructorParameters<typeof Job>[0]),
  'monitoring.coreos.com/v1 ServiceMonitor': (d) => new ServiceMonitor(d as unknown as ConstructorParameters<typeof ServiceMonitor>[0]),
  'monitoring.coreos.com/v1 PrometheusRule': (d) => new PrometheusRule(d as unknown as ConstructorParameters<typeof PrometheusRule>[0]),
  'keda.sh/v1alpha1 ScaledObject': (d) => new ScaledObject(d as unknown as ConstructorParameters<typeof ScaledObject>[0]),
  'cert-manager.io/v1 Certificate': (d) => new Certificate(d as unknown as ConstructorParameters<typeof Certificate>[0]),
  'gateway.networking.k8s.io/v1 HTTPRoute': (d) => new HTTPRoute(d as unknown as ConstructorParameters<typeof HTTPRoute>[0]),
  'external-secrets.io/v1beta1 ExternalSecret': (d) => new ExternalSecret(d as unknown as ConstructorParameters<typeof ExternalSecret>[0]),
};

const typeKey = (m: Manifest) => `${m.apiVersion} ${m.kind}`;

function modelErrors(err: unknown): string {
  const errors = (err as { errors?: { instancePath?: string; message?: string; params?: unknown }[] }).errors;
  if (Array.isArray(errors) && errors.length) {
    return errors.map((e) => `${e.instancePath || '.'} ${e.message ?? ''} ${e.params ? JSON.stringify(e.params) : ''}`.trim()).join('; ');
  }
  return (err as Error).message;
}

/** A complete object: known kind, kubernetes-models validation, no unknown fields. */
export function validateObject(m: Manifest, where: string): string[] {
  const model = MODELS[typeKey(m)];
  const shape = SHAPES[typeKey(m)];
  if (!model || !shape) return [`${where}: ${typeKey(m)} is not a kind these tests know (add its model and whitelist)`];
  const problems = unknownFields(m, shape).map((p) => `${where} ${idOf(m)}${p}`);
  try {
    model(m).validate();
  } catch (err) {
    problems.push(`${where} ${idOf(m)}: kubernetes-models: ${modelErrors(err)}`);
  }
  return problems;
}

/** The patch without its `$patch: delete` directives (which the renderer checks). */
function withoutDirectives(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDirectives);
  if (!isObj(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== '$patch').map(([k, v]) => [k, withoutDirectives(v)]));
}

/** A strategic-merge patch is partial, so only its field names are checked. */
export function validatePatch(m: Manifest, where: string): string[] {
  const shape = SHAPES[typeKey(m)];
  if (!shape) return [`${where}: ${typeKey(m)} is not a kind these tests know`];
  return unknownFields(withoutDirectives(m), shape).map((p) => `${where} ${idOf(m)}${p}`);
}

export type K8sContext = {
  apps: Apps;
  /** Secrets that exist outside the build (base/secrets.template.yaml), by name. */
  secretTemplates: Manifest[];
};

const of = (set: Manifest[], kind: string) => set.filter((m) => m.kind === kind);
const podSpec = (d: Manifest): Obj => (isObj(get(d, 'spec', 'template', 'spec')) ? (get(d, 'spec', 'template', 'spec') as Obj) : {});
const containersOf = (d: Manifest) => objects(podSpec(d).containers);
const initContainersOf = (d: Manifest) => objects(podSpec(d).initContainers);
const templateLabels = (d: Manifest) => strMap(get(d, 'spec', 'template', 'metadata', 'labels'));
const selects = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
const mainContainer = (d: Manifest): Obj | undefined => containersOf(d).find((c) => c.name === 'app') ?? containersOf(d)[0];

/** The container port a probe or Service targetPort names (by port name or number). */
function resolvePort(container: Obj | undefined, port: unknown): number | undefined {
  const ports = objects(container?.ports);
  if (typeof port === 'number') return ports.some((p) => p.containerPort === port) ? port : undefined;
  const byName = ports.find((p) => p.name === port);
  return typeof byName?.containerPort === 'number' ? byName.containerPort : undefined;
}

function imageRepoName(image: string): string {
  const withoutDigest = image.split('@')[0];
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  const name = colon > slash ? withoutDigest.slice(0, colon) : withoutDigest;
  return name.slice(name.lastIndexOf('/') + 1);
}

function secretKeys(secret: Manifest | undefined): string[] {
  if (!secret) return [];
  return [...Object.keys(strMap(secret.data)), ...Object.keys(strMap(secret.stringData))];
}

/** Names and values one container's environment gets, from envFrom and env. */
function containerEnv(container: Obj, set: Manifest[], ctx: K8sContext, where: string) {
  const names = new Set<string>();
  const values: Record<string, string> = {};
  const problems: string[] = [];
  const configMap = (name: unknown) => of(set, 'ConfigMap').find((c) => c.metadata.name === name);
  const secret = (name: unknown) => [...of(set, 'Secret'), ...ctx.secretTemplates].find((s) => s.metadata.name === name);

  for (const source of objects(container.envFrom)) {
    if (source.prefix !== undefined) problems.push(`${where}: envFrom prefix is not supported by these checks`);
    const cmRef = source.configMapRef;
    const secretRef = source.secretRef;
    if (isObj(cmRef)) {
      const cm = configMap(cmRef.name);
      if (!cm) {
        if (cmRef.optional !== true) problems.push(`${where}: envFrom ConfigMap ${String(cmRef.name)} does not exist`);
        continue;
      }
      for (const [k, v] of Object.entries(strMap(cm.data))) {
        names.add(k);
        values[k] = v;
      }
    }
    if (isObj(secretRef)) {
      const s = secret(secretRef.name);
      if (!s) problems.push(`${where}: envFrom Secret ${String(secretRef.name)} is neither deployed nor in the secrets template`);
      for (const k of secretKeys(s)) names.add(k);
    }
  }
  for (const env of objects(container.env)) {
    const name = str(env.name);
    if (!name) continue;
    names.add(name);
    if (env.value !== undefined) {
      values[name] = String(env.value);
      continue;
    }
    const cmKey = get(env, 'valueFrom', 'configMapKeyRef');
    const secretKey = get(env, 'valueFrom', 'secretKeyRef');
    if (isObj(cmKey)) {
      const cm = configMap(cmKey.name);
      const value = strMap(cm?.data)[String(cmKey.key)];
      if (value !== undefined) values[name] = value;
      else if (cmKey.optional !== true) problems.push(`${where}: env ${name} refers to missing ConfigMap key ${String(cmKey.name)}/${String(cmKey.key)}`);
    }
    if (isObj(secretKey) && !secretKeys(secret(secretKey.name)).includes(String(secretKey.key))) {
      problems.push(`${where}: env ${name} refers to Secret key ${String(secretKey.name)}/${String(secretKey.key)} found in no Secret or template`);
    }
  }
  return { names, values, problems };
}

function checkResources(container: Obj, where: string): string[] {
  const problems: string[] = [];
  for (const resource of ['cpu', 'memory']) {
    const request = parseQuantity(get(container, 'resources', 'requests', resource));
    const limit = parseQuantity(get(container, 'resources', 'limits', resource));
    if (request === undefined) problems.push(`${where}: resources.requests.${resource} missing or invalid`);
    if (limit === undefined) problems.push(`${where}: resources.limits.${resource} missing or invalid`);
    if (request !== undefined && limit !== undefined && request > limit) problems.push(`${where}: ${resource} request exceeds its limit`);
  }
  return problems;
}

function checkSecurity(d: Manifest, container: Obj, where: string): string[] {
  const pod = isObj(podSpec(d).securityContext) ? (podSpec(d).securityContext as Obj) : {};
  const own = isObj(container.securityContext) ? container.securityContext : {};
  const effective = (key: string) => (own[key] !== undefined ? own[key] : pod[key]);
  const problems: string[] = [];
  if (effective('runAsNonRoot') !== true) problems.push(`${where}: runAsNonRoot must be true`);
  if (effective('runAsUser') !== 1000) problems.push(`${where}: runAsUser must be 1000 (the image's node user)`);
  if (own.readOnlyRootFilesystem !== true) problems.push(`${where}: readOnlyRootFilesystem must be true`);
  if (own.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation must be false`);
  if (!list(get(own, 'capabilities', 'drop')).includes('ALL')) problems.push(`${where}: capabilities.drop must include ALL`);
  if (get(own, 'seccompProfile', 'type') !== 'RuntimeDefault' && get(pod, 'seccompProfile', 'type') !== 'RuntimeDefault') {
    problems.push(`${where}: seccompProfile RuntimeDefault is required (Pod Security "restricted")`);
  }
  const volumes = new Map(objects(podSpec(d).volumes).map((v) => [v.name, v]));
  for (const mount of objects(container.volumeMounts)) {
    if (!volumes.has(mount.name)) problems.push(`${where}: volumeMount ${String(mount.name)} names no volume`);
  }
  const tmp = objects(container.volumeMounts).find((m) => m.mountPath === '/tmp');
  if (!tmp || !isObj(volumes.get(tmp.name)?.emptyDir)) problems.push(`${where}: a read-only root needs an emptyDir mounted at /tmp`);
  return problems;
}

function checkProbes(app: AppInfo, container: Obj, where: string): string[] {
  const problems: string[] = [];
  const allowed: string[] = Object.values(HEALTH_PATHS);
  const expected: Record<string, string[]> = {
    readinessProbe: [HEALTH_PATHS.ready],
    livenessProbe: [HEALTH_PATHS.live],
    startupProbe: [HEALTH_PATHS.live, HEALTH_PATHS.ready],
  };
  for (const [probeName, paths] of Object.entries(expected)) {
    const probe = container[probeName];
    if (!isObj(probe)) {
      problems.push(`${where}: ${probeName} missing`);
      continue;
    }
    const path = get(probe, 'httpGet', 'path');
    if (typeof path !== 'string' || !allowed.includes(path) || !paths.includes(path)) {
      problems.push(`${where}: ${probeName} path ${String(path)} must be ${paths.join(' or ')} (HEALTH_PATHS)`);
    }
    const port = resolvePort(container, get(probe, 'httpGet', 'port'));
    if (port === undefined) problems.push(`${where}: ${probeName} port ${String(get(probe, 'httpGet', 'port'))} is not a container port`);
    else if (port !== app.internalPort) problems.push(`${where}: ${probeName} port ${port} is not ${app.name}'s internal port ${String(app.internalPort)}`);
  }
  return problems;
}

function checkDeployment(d: Manifest, set: Manifest[], ctx: K8sContext, where: string): string[] {
  const problems: string[] = [];
  const appName = templateLabels(d)['app.kubernetes.io/name'];
  const app = ctx.apps.get(appName ?? '');
  const at = `${where} Deployment/${d.metadata.name}`;
  if (!app) return [`${at}: label app.kubernetes.io/name=${String(appName)} names no server app under apps/`];
  if (d.metadata.name !== app.name) problems.push(`${at}: should be named after its app ${app.name}`);
  if (!selects(strMap(get(d, 'spec', 'selector', 'matchLabels')), templateLabels(d))) problems.push(`${at}: selector does not match the pod template labels`);
  if (of(set, 'HorizontalPodAutoscaler').some((h) => get(h, 'spec', 'scaleTargetRef', 'name') === d.metadata.name) && get(d, 'spec', 'replicas') !== undefined) {
    problems.push(`${at}: spec.replicas fights the HPA that owns the replica count`);
  }
  if (app.httpPort === undefined) problems.push(`${at}: ${app.name} has no HTTP_PORT default (${app.configError ?? 'configSchema lacks it'})`);

  const main = mainContainer(d);
  if (!main) return [...problems, `${at}: no containers`];
  if (!objects(main.ports).some((p) => p.containerPort === app.httpPort)) problems.push(`${at}: no container port ${String(app.httpPort)} (HTTP_PORT default)`);
  if (!objects(main.ports).some((p) => p.containerPort === app.internalPort)) problems.push(`${at}: no container port ${String(app.internalPort)} (internal port)`);
  const scrapePort = strMap(get(d, 'spec', 'template', 'metadata', 'annotations'))['prometheus.io/port'];
  if (scrapePort !== undefined && scrapePort !== String(app.internalPort)) {
    problems.push(`${at}: prometheus.io/port ${scrapePort} is not the internal port ${String(app.internalPort)} (metrics are not on the public port in production)`);
  }
  problems.push(...checkProbes(app, main, `${at} container ${String(main.name)}`));
  if (secretKeysOf(app).length && !objects(main.envFrom).some((e) => get(e, 'secretRef', 'name') === `${app.name}-secrets`)) {
    problems.push(`${at}: must load its credentials (${secretKeysOf(app).join(', ')}) from Secret ${app.name}-secrets`);
  }
  // Without its Secret the app would meet its published development defaults: it must not start.
  for (const container of [...initContainersOf(d), ...containersOf(d)]) {
    const optional = objects(container.envFrom).some((e) => get(e, 'secretRef', 'name') === `${app.name}-secrets` && get(e, 'secretRef', 'optional') === true);
    if (optional && defaultedSecretKeysOf(app).length) {
      problems.push(`${at} container ${String(container.name)}: Secret ${app.name}-secrets holds ${defaultedSecretKeysOf(app).join(', ')} and must not be optional`);
    }
  }
  if (main.command !== undefined && !list(main.command).join(' ').includes(`apps/${app.name}/dist/main.js`)) {
    problems.push(`${at}: main container command must run apps/${app.name}/dist/main.js (or use the image's CMD)`);
  }

  const migrations = initContainersOf(d).filter((c) => list(c.command).join(' ').includes('/dist/migrate.js'));
  const migrationJob = migrationJobOf(set, app.name);
  if (app.ownsSchema && migrationJob) {
    // k8s/components/migrations-job: the Job migrates, the pods wait for it.
    if (migrations.length) problems.push(`${at}: migrates in an initContainer as well as in Job/${migrationJob.job.metadata.name}`);
    if (migrationJob.container.image !== main.image) problems.push(`${at}: Job/${migrationJob.job.metadata.name} must use the app's image`);
    const wait = objects(main.env).find((e) => e.name === 'MIGRATIONS_WAIT_SECONDS');
    if (!wait || !(Number(wait.value) > 0)) problems.push(`${at}: must wait for Job/${migrationJob.job.metadata.name} (MIGRATIONS_WAIT_SECONDS above 0)`);
    const startupBudget = Number(get(main, 'startupProbe', 'periodSeconds') ?? 10) * Number(get(main, 'startupProbe', 'failureThreshold') ?? 3);
    if (wait && startupBudget <= Number(wait.value)) problems.push(`${at}: the startup probe (${startupBudget} s) gives up before the wait for the migration Job (${String(wait.value)} s)`);
    if (!app.hasMigrate) problems.push(`${at}: apps/${app.name}/src/migrate.ts does not exist`);
  } else if (app.ownsSchema) {
    const migrate = migrations.find((c) => list(c.command).join(' ').includes(`apps/${app.name}/dist/migrate.js`));
    if (!migrate) problems.push(`${at}: ${app.name} owns a schema, so an initContainer (or a Job) must run apps/${app.name}/dist/migrate.js`);
    else if (migrate.image !== main.image) problems.push(`${at}: migrate initContainer must use the app's image`);
    if (!app.hasMigrate) problems.push(`${at}: apps/${app.name}/src/migrate.ts does not exist`);
  } else if (migrations.length) {
    problems.push(`${at}: ${app.name} owns no schema but runs migrations`);
  }

  const jobContainers = migrationJob ? [{ owner: migrationJob.job, container: migrationJob.container, at: `${where} Job/${migrationJob.job.metadata.name}` }] : [];
  const podContainers = [...initContainersOf(d), ...containersOf(d)].map((container) => ({ owner: d, container, at }));
  for (const { owner, container, at: ownerAt } of [...podContainers, ...jobContainers]) {
    const cAt = `${ownerAt} container ${String(container.name)}`;
    const image = str(container.image);
    if (!image || imageRepoName(image) !== app.name) problems.push(`${cAt}: image ${String(image)} is not ${app.name}'s image`);
    problems.push(...checkResources(container, cAt));
    problems.push(...checkSecurity(owner, container, cAt));
    const env = containerEnv(container, set, ctx, cAt);
    problems.push(...env.problems);
    const secretMounted = objects(container.envFrom).some((e) => get(e, 'secretRef', 'name') === `${app.name}-secrets`);
    problems.push(...checkEnv(app, cAt, env.names, env.values, secretMounted ? secretKeysOf(app) : []));
    if (env.values.HTTP_PORT !== undefined && env.values.HTTP_PORT !== String(app.httpPort)) {
      problems.push(`${cAt}: HTTP_PORT=${env.values.HTTP_PORT} differs from the container port ${String(app.httpPort)}`);
    }
    if (env.values.INTERNAL_HTTP_PORT !== undefined && env.values.INTERNAL_HTTP_PORT !== String(app.internalPort)) {
      problems.push(`${cAt}: INTERNAL_HTTP_PORT=${env.values.INTERNAL_HTTP_PORT} differs from the internal container port ${String(app.internalPort)}`);
    }
  }
  return problems;
}

/** The Job that runs an app's migrations (k8s/components/migrations-job), with its container. */
function migrationJobOf(set: Manifest[], appName: string): { job: Manifest; container: Obj } | undefined {
  for (const job of of(set, 'Job')) {
    const container = containersOf(job).find((c) => list(c.command).join(' ').includes(`apps/${appName}/dist/migrate.js`));
    if (container) return { job, container };
  }
  return undefined;
}

/** Checks a rendered set of objects (what `kustomize build` of one directory yields). */
export function checkRendered(set: Manifest[], ctx: K8sContext, where: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const m of set) {
    if (seen.has(idOf(m))) problems.push(`${where}: ${idOf(m)} appears twice`);
    seen.add(idOf(m));
    problems.push(...validateObject(m, where));
  }
  const deployments = of(set, 'Deployment');
  const services = of(set, 'Service');

  // Namespacing: one Namespace, and every other object in it.
  const namespaces = of(set, 'Namespace');
  if (namespaces.length !== 1) problems.push(`${where}: expected exactly one Namespace, found ${namespaces.length}`);
  for (const m of set) {
    if (m.kind !== 'Namespace' && namespaces[0] && m.metadata.namespace !== namespaces[0].metadata.name) {
      problems.push(`${where}: ${idOf(m)} is not in namespace ${namespaces[0].metadata.name}`);
    }
  }
  // Real secrets are never part of the build.
  for (const s of of(set, 'Secret')) problems.push(`${where}: ${idOf(s)} would commit secret values; create it out of band`);

  for (const d of deployments) problems.push(...checkDeployment(d, set, ctx, where));

  for (const s of services) {
    const selector = strMap(get(s, 'spec', 'selector'));
    const targets = deployments.filter((d) => selects(selector, templateLabels(d)));
    if (!targets.length) problems.push(`${where} ${idOf(s)}: selector matches no Deployment's pod labels`);
    for (const port of objects(get(s, 'spec', 'ports'))) {
      const targetPort = port.targetPort ?? port.port;
      for (const d of targets) {
        if (resolvePort(mainContainer(d), targetPort) === undefined) {
          problems.push(`${where} ${idOf(s)}: targetPort ${String(targetPort)} is not a container port of Deployment/${d.metadata.name}`);
        }
      }
    }
  }

  for (const ing of of(set, 'Ingress')) {
    const backends = [
      get(ing, 'spec', 'defaultBackend'),
      ...objects(get(ing, 'spec', 'rules')).flatMap((r) => objects(get(r, 'http', 'paths')).map((p) => p.backend)),
    ].filter(isObj);
    if (!backends.length) problems.push(`${where} ${idOf(ing)}: no backends`);
    for (const backend of backends) {
      const name = get(backend, 'service', 'name');
      const port = get(backend, 'service', 'port');
      const svc = services.find((s) => s.metadata.name === name);
      if (!svc) {
        problems.push(`${where} ${idOf(ing)}: backend Service ${String(name)} does not exist`);
        continue;
      }
      const ports = objects(get(svc, 'spec', 'ports'));
      const ok = isObj(port) && (port.name !== undefined ? ports.some((p) => p.name === port.name) : ports.some((p) => p.port === port.number));
      if (!ok) problems.push(`${where} ${idOf(ing)}: backend port ${JSON.stringify(port)} is not a port of Service/${String(name)}`);
    }
  }

  const hpas = of(set, 'HorizontalPodAutoscaler');
  for (const h of hpas) {
    const ref = get(h, 'spec', 'scaleTargetRef');
    if (get(ref, 'kind') !== 'Deployment' || get(ref, 'apiVersion') !== 'apps/v1' || !deployments.some((d) => d.metadata.name === get(ref, 'name'))) {
      problems.push(`${where} ${idOf(h)}: scaleTargetRef ${JSON.stringify(ref)} names no Deployment here`);
    }
    const min = get(h, 'spec', 'minReplicas');
    const max = get(h, 'spec', 'maxReplicas');
    if (typeof min !== 'number' || typeof max !== 'number' || min < 1 || min > max) problems.push(`${where} ${idOf(h)}: needs 1 <= minReplicas <= maxReplicas`);
    if (!list(get(h, 'spec', 'metrics')).length) problems.push(`${where} ${idOf(h)}: no metrics`);
  }

  for (const pdb of of(set, 'PodDisruptionBudget')) {
    const selector = strMap(get(pdb, 'spec', 'selector', 'matchLabels'));
    if (!deployments.some((d) => selects(selector, templateLabels(d)))) problems.push(`${where} ${idOf(pdb)}: selector matches no Deployment`);
  }

  for (const cm of of(set, 'ConfigMap')) {
    const used = deployments.some((d) =>
      [...initContainersOf(d), ...containersOf(d)].some(
        (c) =>
          objects(c.envFrom).some((e) => get(e, 'configMapRef', 'name') === cm.metadata.name) ||
          objects(c.env).some((e) => get(e, 'valueFrom', 'configMapKeyRef', 'name') === cm.metadata.name),
      ),
    );
    if (!used) problems.push(`${where} ${idOf(cm)}: used by no Deployment`);
  }

  // Every server app is deployed completely (scaled by an HPA, or by KEDA's ScaledObject, which
  // makes its own); the gateway is the only public entry.
  for (const app of ctx.apps.values()) {
    for (const kind of ['Deployment', 'Service']) {
      if (!of(set, kind).some((m) => m.metadata.name === app.name)) problems.push(`${where}: ${kind}/${app.name} is missing`);
    }
    const hpa = hpas.some((h) => get(h, 'spec', 'scaleTargetRef', 'name') === app.name);
    const scaled = of(set, 'ScaledObject').some((o) => get(o, 'spec', 'scaleTargetRef', 'name') === app.name);
    if (!hpa && !scaled) problems.push(`${where}: HorizontalPodAutoscaler/${app.name} is missing`);
    if (hpa && scaled) problems.push(`${where}: Deployment/${app.name} has both an HPA and a KEDA ScaledObject`);
  }
  problems.push(...checkComponentObjects(set, ctx, where));
  // A node drain must never take every pod of an app at once.
  for (const deployment of deployments) {
    const podLabels = templateLabels(deployment);
    if (!of(set, 'PodDisruptionBudget').some((p) => selects(strMap(get(p, 'spec', 'selector', 'matchLabels')), podLabels))) {
      problems.push(`${where}: Deployment/${deployment.metadata.name} has no PodDisruptionBudget`);
    }
  }
  // Default deny, both ways, for every pod; then only the flows the policies name.
  const policies = of(set, 'NetworkPolicy');
  const denyAll = policies.some(
    (p) => Object.keys(strMap(get(p, 'spec', 'podSelector', 'matchLabels'))).length === 0 && !list(get(p, 'spec', 'podSelector', 'matchExpressions')).length
      && ['Ingress', 'Egress'].every((t) => list(get(p, 'spec', 'policyTypes')).includes(t)) && !get(p, 'spec', 'ingress') && !get(p, 'spec', 'egress'),
  );
  if (!denyAll) problems.push(`${where}: no default-deny NetworkPolicy (empty podSelector, Ingress and Egress, no rules)`);
  for (const policy of policies) {
    const selector = strMap(get(policy, 'spec', 'podSelector', 'matchLabels'));
    const named = Object.keys(selector).length > 0 || list(get(policy, 'spec', 'podSelector', 'matchExpressions')).length > 0;
    if (named && Object.keys(selector).length > 0 && !deployments.some((d) => selects(selector, templateLabels(d)))) {
      problems.push(`${where} ${idOf(policy)}: podSelector matches no Deployment`);
    }
  }
  const gatewayLabels = templateLabels(deployments.find((d) => d.metadata.name === 'gateway') ?? ({} as Manifest));
  const gatewayReachable = policies.some(
    (p) => selects(strMap(get(p, 'spec', 'podSelector', 'matchLabels')), gatewayLabels) && objects(get(p, 'spec', 'ingress')).some((r) => objects(r.ports).some((port) => port.port === 'http')),
  );
  if (!gatewayReachable) problems.push(`${where}: no NetworkPolicy lets the ingress controller reach the gateway's http port`);
  if (!of(set, 'Ingress').length) problems.push(`${where}: no Ingress for the gateway`);
  for (const ing of of(set, 'Ingress')) {
    const names = objects(get(ing, 'spec', 'rules')).flatMap((r) => objects(get(r, 'http', 'paths')).map((p) => get(p, 'backend', 'service', 'name')));
    if (names.some((n) => n !== 'gateway')) problems.push(`${where} ${idOf(ing)}: only the gateway is public`);
  }
  return problems;
}
