/**
 * Checks of what the optional components (k8s/components) add to an overlay: each object must
 * point at something the overlay really has (Services and their ports, Deployments, the
 * Ingress's TLS Secret and hosts), read metrics the services register, and name every key the
 * apps read. Returns problems, as the other checks do.
 */
import { ServiceMetrics } from '../../libs/service-kit/src/metrics';
import { secretKeysOf } from './apps';
import type { K8sContext } from './k8s-checks';
import { metricNamesIn } from './promql';
import { get, idOf, list, objects, str, strMap, type Manifest, type Obj } from './util';

const of = (set: Manifest[], kind: string) => set.filter((m) => m.kind === kind);
const selects = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
const podContainers = (m: Manifest) => [...objects(get(m, 'spec', 'template', 'spec', 'initContainers')), ...objects(get(m, 'spec', 'template', 'spec', 'containers'))];

let registered: Set<string> | undefined;
/** The metric names a service can expose (histograms with their series). */
function registeredMetrics(): Set<string> {
  if (registered) return registered;
  registered = new Set<string>();
  for (const metric of new ServiceMetrics('any').registry.getMetricsAsArray()) {
    registered.add(metric.name);
    for (const suffix of ['_bucket', '_sum', '_count']) registered.add(`${metric.name}${suffix}`);
  }
  return registered;
}

function ingressTls(set: Manifest[]): { secretName: string; hosts: string[] }[] {
  return of(set, 'Ingress').flatMap((ing) => objects(get(ing, 'spec', 'tls')).map((t) => ({ secretName: String(t.secretName), hosts: list(t.hosts).map(String) })));
}

export function checkComponentObjects(set: Manifest[], ctx: K8sContext, where: string): string[] {
  const problems: string[] = [];
  const services = of(set, 'Service');
  const deployments = of(set, 'Deployment');

  for (const monitor of of(set, 'ServiceMonitor')) {
    const at = `${where} ${idOf(monitor)}`;
    const matched = services.filter((s) => selects(strMap(get(monitor, 'spec', 'selector', 'matchLabels')), strMap(s.metadata.labels)));
    const apps = [...ctx.apps.keys()];
    const missing = apps.filter((app) => !matched.some((s) => s.metadata.name === app));
    if (missing.length) problems.push(`${at}: selects no Service of ${missing.join(', ')}`);
    for (const endpoint of objects(get(monitor, 'spec', 'endpoints'))) {
      for (const s of matched) {
        if (!objects(get(s, 'spec', 'ports')).some((p) => p.name === endpoint.port)) problems.push(`${at}: Service/${s.metadata.name} has no port named ${String(endpoint.port)}`);
      }
      if (endpoint.path !== '/metrics') problems.push(`${at}: endpoint path must be /metrics`);
    }
  }

  for (const scaled of of(set, 'ScaledObject')) {
    const at = `${where} ${idOf(scaled)}`;
    const target = String(get(scaled, 'spec', 'scaleTargetRef', 'name'));
    if (!deployments.some((d) => d.metadata.name === target)) problems.push(`${at}: scaleTargetRef ${target} names no Deployment here`);
    const min = Number(get(scaled, 'spec', 'minReplicaCount'));
    const max = Number(get(scaled, 'spec', 'maxReplicaCount'));
    if (!(min >= 1 && min <= max)) problems.push(`${at}: needs 1 <= minReplicaCount <= maxReplicaCount`);
    for (const trigger of objects(get(scaled, 'spec', 'triggers'))) {
      if (trigger.type !== 'prometheus') continue;
      const query = str(get(trigger, 'metadata', 'query')) ?? '';
      const unknown = metricNamesIn(query).filter((name) => !registeredMetrics().has(name));
      if (!query || unknown.length) problems.push(`${at}: query reads metrics no service registers: ${unknown.join(', ') || '(no query)'}`);
      if (!str(get(trigger, 'metadata', 'serverAddress'))) problems.push(`${at}: prometheus trigger without serverAddress`);
    }
  }

  const tls = ingressTls(set);
  for (const certificate of of(set, 'Certificate')) {
    const at = `${where} ${idOf(certificate)}`;
    const secretName = String(get(certificate, 'spec', 'secretName'));
    const ingress = tls.find((t) => t.secretName === secretName);
    if (!ingress) problems.push(`${at}: secretName ${secretName} is no Ingress's TLS Secret`);
    else if ([...list(get(certificate, 'spec', 'dnsNames'))].map(String).sort().join() !== [...ingress.hosts].sort().join()) {
      problems.push(`${at}: dnsNames differ from the Ingress's TLS hosts (${ingress.hosts.join(', ')})`);
    }
  }

  const ingressHosts = new Set(of(set, 'Ingress').flatMap((ing) => objects(get(ing, 'spec', 'rules')).map((r) => String(r.host))));
  for (const route of of(set, 'HTTPRoute')) {
    const at = `${where} ${idOf(route)}`;
    for (const host of list(get(route, 'spec', 'hostnames')).map(String)) if (!ingressHosts.has(host)) problems.push(`${at}: hostname ${host} is not the Ingress's`);
    for (const backend of objects(get(route, 'spec', 'rules')).flatMap((r) => objects(r.backendRefs))) {
      const service = services.find((s) => s.metadata.name === backend.name);
      if (backend.name !== 'gateway') problems.push(`${at}: only the gateway is public, not ${String(backend.name)}`);
      if (!service || !objects(get(service, 'spec', 'ports')).some((p) => p.port === backend.port && p.name === 'http')) {
        problems.push(`${at}: backendRef ${String(backend.name)}:${String(backend.port)} is not a Service's http port`);
      }
    }
    for (const parent of objects(get(route, 'spec', 'parentRefs'))) {
      const reachable = of(set, 'NetworkPolicy').some((p) =>
        objects(get(p, 'spec', 'ingress')).some(
          (rule) => objects(rule.from).some((peer) => get(peer, 'namespaceSelector', 'matchLabels', 'kubernetes.io/metadata.name') === parent.namespace) && objects(rule.ports).some((port) => port.port === 'http'),
        ),
      );
      if (!reachable) problems.push(`${at}: no NetworkPolicy lets namespace ${String(parent.namespace)} (its Gateway) reach the gateway's http port`);
    }
  }

  const externalSecrets = of(set, 'ExternalSecret');
  if (externalSecrets.length) {
    for (const app of ctx.apps.values()) {
      const keys = secretKeysOf(app);
      if (!keys.length) continue;
      const external = externalSecrets.find((e) => get(e, 'spec', 'target', 'name') === `${app.name}-secrets`);
      const fetched = objects(get(external, 'spec', 'data')).map((d) => String(d.secretKey));
      if (!external) problems.push(`${where}: no ExternalSecret makes ${app.name}-secrets`);
      else if ([...fetched].sort().join() !== [...keys].sort().join()) problems.push(`${where} ${idOf(external)}: fetches ${fetched.join(', ')}, but ${app.name} reads ${keys.join(', ')}`);
    }
  }

  // With secrets from a store (or required-secrets), a missing Secret must stop a pod clearly.
  const requireSecrets = externalSecrets.length > 0 || deployments.some((d) => podContainers(d).some((c) => requiredSecretRef(c)));
  if (requireSecrets) {
    for (const owner of [...deployments, ...of(set, 'Job')]) {
      for (const container of podContainers(owner)) {
        const app = strMap(get(owner, 'spec', 'template', 'metadata', 'labels'))['app.kubernetes.io/name'];
        const ref = requiredSecretRef(container);
        const fromEnvFrom = objects(container.envFrom).some((e) => get(e, 'secretRef', 'name') === `${app}-secrets` && get(e, 'secretRef', 'optional') !== true);
        if (ref !== `${app}-secrets` && !fromEnvFrom) problems.push(`${where} ${idOf(owner)} container ${String(container.name)}: does not require Secret ${app}-secrets (a missing one would go unnoticed)`);
      }
    }
  }

  for (const job of of(set, 'Job')) {
    const at = `${where} ${idOf(job)}`;
    if (!['OnFailure', 'Never'].includes(String(get(job, 'spec', 'template', 'spec', 'restartPolicy')))) problems.push(`${at}: restartPolicy must be OnFailure or Never`);
    for (const field of ['backoffLimit', 'activeDeadlineSeconds', 'ttlSecondsAfterFinished']) if (typeof get(job, 'spec', field) !== 'number') problems.push(`${at}: spec.${field} must be set`);
  }
  return problems;
}

/** The Secret a container requires through a non-optional secretKeyRef, if any. */
function requiredSecretRef(container: Obj): string | undefined {
  const ref = objects(container.env)
    .map((e) => get(e, 'valueFrom', 'secretKeyRef'))
    .find((r) => r !== undefined && get(r, 'optional') !== true);
  return ref === undefined ? undefined : String(get(ref, 'name'));
}
