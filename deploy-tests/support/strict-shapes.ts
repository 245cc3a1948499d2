/**
 * kubernetes-models accepts unknown fields (a typo such as `readinesProbe` passes), so every
 * object we deploy is also checked against these whitelists: any key not listed is an error.
 * The lists cover what this repository uses plus the common neighbours; extend them when a
 * manifest needs a field that is really part of the Kubernetes API.
 */
import { isObj } from './util';

export type Shape =
  | { type: 'scalar' } // string, number or boolean
  | { type: 'string' }
  | { type: 'any' } // free-form (affinity, tolerations): not inspected
  | { type: 'object'; fields: Record<string, Shape> }
  | { type: 'map'; values: Shape } // arbitrary keys (labels, data)
  | { type: 'list'; items: Shape };

const S: Shape = { type: 'scalar' };
const STR: Shape = { type: 'string' };
const ANY: Shape = { type: 'any' };
const obj = (fields: Record<string, Shape>): Shape => ({ type: 'object', fields });
const map = (values: Shape): Shape => ({ type: 'map', values });
const listOf = (items: Shape): Shape => ({ type: 'list', items });
const scalars = (...names: string[]) => Object.fromEntries(names.map((n) => [n, S]));

const metadata = obj({ name: S, namespace: S, labels: map(STR), annotations: map(STR) });
const typeMeta = { apiVersion: S, kind: S, metadata };
const labelSelector = obj({
  matchLabels: map(STR),
  matchExpressions: listOf(obj({ key: S, operator: S, values: listOf(S) })),
});
const httpGet = obj({ ...scalars('path', 'port', 'host', 'scheme'), httpHeaders: listOf(obj(scalars('name', 'value'))) });
const probe = obj({
  httpGet,
  ...scalars('initialDelaySeconds', 'periodSeconds', 'timeoutSeconds', 'failureThreshold', 'successThreshold', 'terminationGracePeriodSeconds'),
});
const quantities = obj(scalars('cpu', 'memory', 'ephemeral-storage'));
const seccompProfile = obj(scalars('type', 'localhostProfile'));
const containerSecurityContext = obj({
  ...scalars('allowPrivilegeEscalation', 'readOnlyRootFilesystem', 'runAsNonRoot', 'runAsUser', 'runAsGroup', 'privileged'),
  capabilities: obj({ drop: listOf(S), add: listOf(S) }),
  seccompProfile,
});
const keyRef = obj(scalars('name', 'key', 'optional'));
const envVar = obj({
  name: S,
  value: S,
  valueFrom: obj({
    configMapKeyRef: keyRef,
    secretKeyRef: keyRef,
    fieldRef: obj(scalars('fieldPath', 'apiVersion')),
    resourceFieldRef: obj(scalars('resource', 'containerName', 'divisor')),
  }),
});
const envFromSource = obj({ prefix: S, configMapRef: obj(scalars('name', 'optional')), secretRef: obj(scalars('name', 'optional')) });
const lifecycleHandler = obj({ exec: obj({ command: listOf(S) }), httpGet, sleep: obj(scalars('seconds')) });
const container = obj({
  ...scalars('name', 'image', 'imagePullPolicy', 'workingDir', 'terminationMessagePolicy'),
  command: listOf(S),
  args: listOf(S),
  ports: listOf(obj(scalars('name', 'containerPort', 'protocol'))),
  env: listOf(envVar),
  envFrom: listOf(envFromSource),
  resources: obj({ requests: quantities, limits: quantities }),
  startupProbe: probe,
  readinessProbe: probe,
  livenessProbe: probe,
  securityContext: containerSecurityContext,
  volumeMounts: listOf(obj(scalars('name', 'mountPath', 'readOnly', 'subPath'))),
  lifecycle: obj({ preStop: lifecycleHandler, postStart: lifecycleHandler }),
});
const volume = obj({
  name: S,
  emptyDir: obj(scalars('sizeLimit', 'medium')),
  configMap: obj({ ...scalars('name', 'defaultMode', 'optional'), items: listOf(obj(scalars('key', 'path', 'mode'))) }),
  secret: obj({ ...scalars('secretName', 'defaultMode', 'optional'), items: listOf(obj(scalars('key', 'path', 'mode'))) }),
});
const podSpec = obj({
  ...scalars('serviceAccountName', 'automountServiceAccountToken', 'enableServiceLinks', 'terminationGracePeriodSeconds', 'priorityClassName'),
  containers: listOf(container),
  initContainers: listOf(container),
  volumes: listOf(volume),
  securityContext: obj({
    ...scalars('runAsNonRoot', 'runAsUser', 'runAsGroup', 'fsGroup', 'fsGroupChangePolicy'),
    supplementalGroups: listOf(S),
    seccompProfile,
  }),
  topologySpreadConstraints: listOf(
    obj({ ...scalars('maxSkew', 'topologyKey', 'whenUnsatisfiable', 'minDomains', 'nodeAffinityPolicy', 'nodeTaintsPolicy'), labelSelector, matchLabelKeys: listOf(S) }),
  ),
  affinity: ANY,
  tolerations: listOf(ANY),
  nodeSelector: map(STR),
  imagePullSecrets: listOf(obj(scalars('name'))),
});

const deployment = obj({
  ...typeMeta,
  spec: obj({
    ...scalars('replicas', 'revisionHistoryLimit', 'minReadySeconds', 'progressDeadlineSeconds'),
    selector: labelSelector,
    strategy: obj({ type: S, rollingUpdate: obj(scalars('maxSurge', 'maxUnavailable')) }),
    template: obj({ metadata, spec: podSpec }),
  }),
});
const service = obj({
  ...typeMeta,
  spec: obj({
    ...scalars('type', 'clusterIP', 'sessionAffinity', 'internalTrafficPolicy'),
    selector: map(STR),
    ports: listOf(obj(scalars('name', 'port', 'targetPort', 'protocol', 'appProtocol'))),
  }),
});
const ingressBackend = obj({ service: obj({ name: S, port: obj(scalars('name', 'number')) }) });
const ingress = obj({
  ...typeMeta,
  spec: obj({
    ingressClassName: S,
    defaultBackend: ingressBackend,
    tls: listOf(obj({ hosts: listOf(S), secretName: S })),
    rules: listOf(obj({ host: S, http: obj({ paths: listOf(obj({ ...scalars('path', 'pathType'), backend: ingressBackend })) }) })),
  }),
});
const scalingRules = obj({ ...scalars('stabilizationWindowSeconds', 'selectPolicy'), policies: listOf(obj(scalars('type', 'value', 'periodSeconds'))) });
const hpa = obj({
  ...typeMeta,
  spec: obj({
    scaleTargetRef: obj(scalars('apiVersion', 'kind', 'name')),
    ...scalars('minReplicas', 'maxReplicas'),
    metrics: listOf(obj({ type: S, resource: obj({ name: S, target: obj(scalars('type', 'averageUtilization', 'averageValue', 'value')) }) })),
    behavior: obj({ scaleUp: scalingRules, scaleDown: scalingRules }),
  }),
});
const configMap = obj({ ...typeMeta, immutable: S, data: map(STR) });
const secret = obj({ ...typeMeta, type: S, immutable: S, data: map(STR), stringData: map(STR) });
const pdb = obj({ ...typeMeta, spec: obj({ ...scalars('minAvailable', 'maxUnavailable', 'unhealthyPodEvictionPolicy'), selector: labelSelector }) });
const namespace = obj(typeMeta);
const policyPeer = obj({ podSelector: labelSelector, namespaceSelector: labelSelector, ipBlock: obj({ cidr: S, except: listOf(S) }) });
const policyPorts = listOf(obj(scalars('protocol', 'port', 'endPort')));
const networkPolicy = obj({
  ...typeMeta,
  spec: obj({
    podSelector: labelSelector,
    policyTypes: listOf(S),
    ingress: listOf(obj({ from: listOf(policyPeer), ports: policyPorts })),
    egress: listOf(obj({ to: listOf(policyPeer), ports: policyPorts })),
  }),
});

const podSpecWith = (extra: Record<string, Shape>): Shape => ({ type: 'object', fields: { ...(podSpec as { fields: Record<string, Shape> }).fields, ...extra } });
const job = obj({
  ...typeMeta,
  spec: obj({
    ...scalars('backoffLimit', 'activeDeadlineSeconds', 'ttlSecondsAfterFinished', 'completions', 'parallelism'),
    template: obj({ metadata, spec: podSpecWith({ restartPolicy: S }) }),
  }),
});
// The k8s/components kinds (operators' custom resources): each one's own fields, strictly, as far
// as these manifests use them; kubernetes-models' schema of the CRD checks the types.
const serviceMonitor = obj({
  ...typeMeta,
  spec: obj({ selector: labelSelector, namespaceSelector: ANY, endpoints: listOf(obj(scalars('port', 'path', 'interval', 'scrapeTimeout', 'scheme'))) }),
});
const prometheusRule = obj({
  ...typeMeta,
  spec: obj({ groups: listOf(obj({ ...scalars('name', 'interval'), rules: listOf(obj({ ...scalars('record', 'alert', 'expr', 'for'), labels: map(STR), annotations: map(STR) })) })) }),
});
const scaledObject = obj({
  ...typeMeta,
  spec: obj({
    scaleTargetRef: obj(scalars('apiVersion', 'kind', 'name')),
    ...scalars('minReplicaCount', 'maxReplicaCount', 'cooldownPeriod', 'pollingInterval'),
    advanced: obj({ horizontalPodAutoscalerConfig: obj({ behavior: obj({ scaleUp: scalingRules, scaleDown: scalingRules }) }) }),
    triggers: listOf(obj({ ...scalars('type', 'metricType', 'name'), metadata: map(STR) })),
  }),
});
const certificate = obj({
  ...typeMeta,
  spec: obj({
    ...scalars('secretName', 'duration', 'renewBefore', 'commonName'),
    dnsNames: listOf(S),
    issuerRef: obj(scalars('kind', 'name', 'group')),
    privateKey: obj(scalars('algorithm', 'size', 'rotationPolicy', 'encoding')),
  }),
});
const httpRoute = obj({
  ...typeMeta,
  spec: obj({
    parentRefs: listOf(obj(scalars('name', 'namespace', 'sectionName', 'kind', 'group', 'port'))),
    hostnames: listOf(S),
    rules: listOf(
      obj({
        matches: listOf(obj({ path: obj(scalars('type', 'value')) })),
        backendRefs: listOf(obj(scalars('name', 'port', 'kind', 'weight'))),
        timeouts: obj(scalars('request', 'backendRequest')),
      }),
    ),
  }),
});
const externalSecret = obj({
  ...typeMeta,
  spec: obj({
    refreshInterval: S,
    secretStoreRef: obj(scalars('kind', 'name')),
    target: obj(scalars('name', 'creationPolicy', 'deletionPolicy')),
    data: listOf(obj({ secretKey: S, remoteRef: obj(scalars('key', 'property', 'version')) })),
  }),
});

/** Whitelists by `apiVersion kind`. */
export const SHAPES: Record<string, Shape> = {
  'apps/v1 Deployment': deployment,
  'v1 Service': service,
  'networking.k8s.io/v1 Ingress': ingress,
  'autoscaling/v2 HorizontalPodAutoscaler': hpa,
  'v1 ConfigMap': configMap,
  'v1 Secret': secret,
  'policy/v1 PodDisruptionBudget': pdb,
  'v1 Namespace': namespace,
  'networking.k8s.io/v1 NetworkPolicy': networkPolicy,
  'batch/v1 Job': job,
  'monitoring.coreos.com/v1 ServiceMonitor': serviceMonitor,
  'monitoring.coreos.com/v1 PrometheusRule': prometheusRule,
  'keda.sh/v1alpha1 ScaledObject': scaledObject,
  'cert-manager.io/v1 Certificate': certificate,
  'gateway.networking.k8s.io/v1 HTTPRoute': httpRoute,
  'external-secrets.io/v1beta1 ExternalSecret': externalSecret,
};

/** Only the Kustomization features that deploy-tests/support/kustomize.ts renders. */
export const KUSTOMIZATION_SHAPE: Shape = obj({
  apiVersion: S,
  kind: S,
  namespace: S,
  resources: listOf(S),
  components: listOf(S),
  images: listOf(obj(scalars('name', 'newName', 'newTag', 'digest'))),
  patches: listOf(obj({ path: S, patch: S, target: obj(scalars('group', 'version', 'kind', 'name', 'namespace', 'labelSelector')) })),
});

/** Every key of `value` not allowed by `shape`, as JSON-path-like strings. */
export function unknownFields(value: unknown, shape: Shape, path = ''): string[] {
  switch (shape.type) {
    case 'any':
      return [];
    case 'scalar':
      return ['string', 'number', 'boolean'].includes(typeof value) ? [] : [`${path || '.'}: expected a scalar`];
    case 'string':
      return typeof value === 'string' ? [] : [`${path || '.'}: expected a string`];
    case 'list':
      if (!Array.isArray(value)) return [`${path || '.'}: expected a list`];
      return value.flatMap((item, i) => unknownFields(item, shape.items, `${path}[${i}]`));
    case 'map':
      if (!isObj(value)) return [`${path || '.'}: expected a mapping`];
      return Object.entries(value).flatMap(([k, v]) => unknownFields(v, shape.values, `${path}.${k}`));
    case 'object': {
      if (!isObj(value)) return [`${path || '.'}: expected a mapping`];
      return Object.entries(value).flatMap(([k, v]) => {
        const field = shape.fields[k];
        if (!field) return [`${path}.${k}: unknown field`];
        return v === null || v === undefined ? [] : unknownFields(v, field, `${path}.${k}`);
      });
    }
  }
}
