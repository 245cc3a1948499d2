/**
 * A Kustomize overlay's Deployments run with `podman play kube`, as a cluster would run them:
 * the rendered Deployments, Jobs, ConfigMaps and the images built from the Dockerfile (tagged with
 * the overlay's image names), with test values for the `<app>-secrets` the overlay expects
 * (keys from k8s/base/secrets.template.yaml) and the data stores as containers beside them.
 * An overlay with the migrations-job component has no init containers: its Deployments are
 * played first and must wait for their schema, then each Job's pod template runs as a Pod
 * (podman 4.3 plays no Jobs) and must finish, and only then do the apps start.
 * What the test adapts for Debian's podman 4.3, and why: Deployment names get a prefix (apart
 * from anything else on the machine); the data stores are reached by IP (no cluster DNS);
 * podman runs one pod per Deployment (one replica each);
 * restartPolicy becomes OnFailure (with Always, podman 4.3 restarts a finished init container
 * and then fails to remove it); the `<app>-secrets` test values come as ConfigMaps of that
 * name (its play kube does not load Secrets into envFrom), `secretKeyRef`s become `configMapKeyRef`s. Probes are called by the test as the
 * kubelet would: podman 4.3 turns an httpGet probe into a curl command inside the container (no
 * curl in a Node image) and, without systemd, never runs it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { Apps } from './apps';
import { render } from './kustomize';
import { CACHE_DIR, GiveUp, podman, podmanEnv, podmanMayFail, sql, until } from './podman';
import { clone, get, isManifest, readManifests, ROOT, type Manifest, type Obj } from './util';
import { parseAllDocuments } from 'yaml';

type Container = Obj & { name: string; image: string; ports?: { name?: string; containerPort: number }[] };
type Probe = { httpGet: { path: string; port: string | number }; periodSeconds?: number; failureThreshold?: number };
type Pod = { name: string; app: string; deployment: Manifest; ip: string };

const PASSWORD = 'container-test';

function renderOverlay(dir: string): Manifest[] {
  // The real kustomize when kubectl is there (k8s-manifests.spec.ts checks render() equals it).
  const kubectl = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  if (kubectl.status === 0) return parseAllDocuments(kubectl.stdout).map((d) => d.toJS() as unknown).filter(isManifest);
  return render(dir);
}

/** A test value for each credential the secrets template names, by what the key is. */
function secretValue(key: string, stores: Record<'postgres' | 'rabbitmq' | 'redis', string>): string {
  if (key === 'DATABASE_URL') return `postgres://postgres:${PASSWORD}@${stores.postgres}:5432/blueprint`;
  if (key === 'AMQP_URL') return `amqp://blueprint:${PASSWORD}@${stores.rabbitmq}:5672`;
  if (key === 'REDIS_URL') return `redis://${stores.redis}:6379`;
  // Nothing listens there: production refuses to start without SMTP, and no test mail is sent.
  if (key === 'SMTP_URL') return 'smtp://container-test:secret@127.0.0.1:2525';
  if (key === 'STRIPE_SECRET_KEY') return `sk_live_${randomBytes(12).toString('hex')}`;
  if (key === 'STRIPE_WEBHOOK_SECRET') return `whsec_${randomBytes(12).toString('hex')}`;
  if (key === 'OPENAI_API_KEY') return `sk-${randomBytes(12).toString('hex')}`;
  // The object store's key pair (the converter): no bucket is reached while the pods start.
  if (key === 'OBJECT_STORE_PUBLIC_URL') return 'http://127.0.0.1:3000';
  if (key === 'S3_ACCESS_KEY_ID') return `AKIA${randomBytes(8).toString('hex').toUpperCase()}`;
  if (key.endsWith('_KEY')) return randomBytes(32).toString('base64');
  if (key.endsWith('_SECRET')) return randomBytes(36).toString('base64url');
  throw new Error(`no test value for ${key}: teach secretValue`);
}

const playKube = (file: string, network: string, configMaps: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('podman', ['play', 'kube', '--network', network, ...configMaps.flatMap((c) => ['--configmap', c]), file], { env: podmanEnv, cwd: ROOT });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`podman play kube ${file} exited ${code}:\n${output}`))));
  });

/** Each of the overlay's containers with its state, and the last log lines of any not running. */
function describeContainers(prefix: string): string {
  const lines = podmanMayFail('ps', '-a', '--filter', `name=^${prefix}-`, '--format', '{{.Names}}\t{{.Status}}').stdout.trim().split('\n').filter(Boolean);
  const logs = lines
    .filter((line) => !/\tUp /.test(line))
    .map((line) => line.split('\t')[0])
    .map((name) => {
      const log = podmanMayFail('logs', '--tail', '15', name);
      return `--- ${name}\n${`${log.stdout}${log.stderr}`.trim() || '(no output)'}`;
    });
  return ['containers:', ...lines, ...logs].join('\n');
}

/** The test's `<app>-secrets` are ConfigMaps (see above): every reference to a Secret points at one. */
function secretsAsConfigMaps(containers: Container[]): void {
  for (const c of containers) {
    for (const from of (c.envFrom ?? []) as Obj[]) {
      if (!from.secretRef) continue;
      from.configMapRef = from.secretRef;
      delete from.secretRef;
    }
    for (const variable of (c.env ?? []) as Obj[]) {
      const source = variable.valueFrom as Obj | undefined;
      if (!source?.secretKeyRef) continue;
      source.configMapKeyRef = source.secretKeyRef;
      delete source.secretKeyRef;
    }
  }
}

const containersOf = (d: Manifest, field = 'containers') => (get(d, 'spec', 'template', 'spec', field) ?? []) as Container[];

export type PlayedOverlay = Awaited<ReturnType<typeof playOverlay>>;

/** `name`: short, for container names; `overlayDir`: the kustomization to render. */
export async function playOverlay(name: string, overlayDir: string, apps: Apps, baseImages: Record<string, string>) {
  const prefix = `bvct-${name}`;
  const network = prefix;
  const dir = join(CACHE_DIR, 'kube', name);
  mkdirSync(dir, { recursive: true });
  const set = renderOverlay(overlayDir);
  const deployments = set.filter((m) => m.kind === 'Deployment');
  const jobs = set.filter((m) => m.kind === 'Job');
  const appOf = (d: Manifest) => String(get(d, 'spec', 'template', 'metadata', 'labels', 'app.kubernetes.io/name'));
  const files = { configMaps: [] as string[], played: [] as string[] };

  const down = () => {
    for (const file of files.played) podmanMayFail('play', 'kube', '--down', file);
    // And pods of an earlier run whose files this run did not write.
    for (const pod of podman('pod', 'ps', '--format', '{{.Name}}').split('\n')) if (pod.startsWith(`${prefix}-`)) podmanMayFail('pod', 'rm', '-f', pod);
    podmanMayFail('rm', '-f', '-t', '1', `${prefix}-postgres`, `${prefix}-rabbitmq`, `${prefix}-redis`);
    podmanMayFail('network', 'rm', '-f', network);
  };
  down(); // what a failed earlier run may have left

  // The data stores, fresh for each overlay (the migrations run against an empty database).
  podman('network', 'create', network);
  const store = (name: string, image: string, ...args: string[]) => podman('run', '-d', '--name', `${prefix}-${name}`, '--network', network, ...args, image);
  store('postgres', baseImages.POSTGRES_IMAGE, '-e', `POSTGRES_PASSWORD=${PASSWORD}`, '-e', 'POSTGRES_DB=blueprint');
  store('rabbitmq', baseImages.RABBITMQ_IMAGE, '--hostname', 'rabbitmq', '-e', 'RABBITMQ_DEFAULT_USER=blueprint', '-e', `RABBITMQ_DEFAULT_PASS=${PASSWORD}`);
  store('redis', baseImages.REDIS_IMAGE);
  const ipOf = (container: string) => podman('inspect', container, '--format', `{{(index .NetworkSettings.Networks "${network}").IPAddress}}`);
  const stores = { postgres: ipOf(`${prefix}-postgres`), rabbitmq: ipOf(`${prefix}-rabbitmq`), redis: ipOf(`${prefix}-redis`) };
  await until('postgres', () => podmanMayFail('exec', `${prefix}-postgres`, 'pg_isready', '-U', 'postgres', '-d', 'blueprint').status === 0, 60_000);
  await until('rabbitmq', () => podmanMayFail('exec', `${prefix}-rabbitmq`, 'rabbitmq-diagnostics', '-q', 'check_port_connectivity').status === 0, 90_000, 2_000);

  // Test values for the <app>-secrets the overlay loads, keys as the secrets template lists them.
  const secrets = readManifests(join(ROOT, 'k8s/base/secrets.template.yaml')).map((template) => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: template.metadata.name },
    data: Object.fromEntries(Object.keys((template.stringData ?? {}) as Obj).map((k) => [k, secretValue(k, stores)])),
  }));

  // The overlay's images are the ones built from the Dockerfile, under the overlay's names.
  for (const d of [...deployments, ...jobs]) for (const c of [...containersOf(d), ...containersOf(d, 'initContainers')]) podman('tag', `blueprint-vault/${appOf(d)}:local`, c.image);

  const asPlayed = (d: Manifest, name: string) => {
    const copy = clone(d);
    copy.metadata = { ...d.metadata, name };
    (get(copy, 'spec', 'template', 'spec') as Obj).restartPolicy = 'OnFailure';
    secretsAsConfigMaps([...containersOf(copy), ...containersOf(copy, 'initContainers')]);
    return copy;
  };
  const played = deployments.map((d) => asPlayed(d, `${prefix}-${d.metadata.name}`));
  // A Job's pod template as a Pod; a failed migration must show as a failed Job, not be retried here.
  const jobPods = jobs.map((job) => {
    const template = clone(get(job, 'spec', 'template') as Obj) as { metadata?: Obj; spec: Obj };
    template.spec.restartPolicy = 'Never';
    secretsAsConfigMaps(template.spec.containers as Container[]);
    return { apiVersion: 'v1', kind: 'Pod', metadata: { name: `${prefix}-${job.metadata.name}`, labels: template.metadata?.labels ?? {} }, spec: template.spec } as Manifest;
  });
  // One pod per Deployment: a second copy of a Deployment, played while the first one's init
  // container waits for the lock, stays "Created" under podman 4.3 (seen; not a platform issue).
  for (const configMap of [...set.filter((m) => m.kind === 'ConfigMap'), ...secrets]) {
    const file = join(dir, `configmap-${configMap.metadata.name}.yaml`);
    writeFileSync(file, stringify(configMap));
    files.configMaps.push(file);
  }
  const writeManifest = (m: Manifest) => {
    const file = join(dir, `${m.metadata.name}.yaml`);
    writeFileSync(file, stringify(m));
    return file;
  };
  const playFiles = played.map(writeManifest);
  const jobFiles = jobPods.map(writeManifest);
  files.played = [...playFiles, ...jobFiles];

  // Every schema's migration lock is held while the pods start, so each init container must
  // wait for it (as replicas starting together wait for the one that migrates), then released.
  const withInit = played.filter((d) => containersOf(d, 'initContainers').length);
  const initSchemas = [...new Set(withInit.map(appOf))];
  const schemas = [...new Set([...withInit, ...jobs].map(appOf))];
  const holder = spawn('podman', ['exec', '-i', `${prefix}-postgres`, 'psql', '-U', 'postgres', '-d', 'blueprint', '-q'], { env: podmanEnv });
  holder.stdin.write(initSchemas.map((s) => `SELECT pg_advisory_lock(hashtext('migrations:${s}'));`).join('\n') + '\n');
  const advisory = (granted: boolean) => Number(sql(`${prefix}-postgres`, `SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted = ${granted}`)[0]);
  await until('the test to hold the migration locks', () => advisory(true) === initSchemas.length, 30_000);
  // One pod at a time, each started once the one before waits for its lock: seven `podman play
  // kube` set up at once raced under podman 4.3 (a run on CI saw fewer than six waiting after
  // three minutes), while a pod whose init container waits holds nothing the next one needs.
  let playFailure: Error | undefined;
  const plays: Promise<void>[] = [];
  const play = (d: Manifest) => {
    const started = playKube(playFiles[played.indexOf(d)], network, files.configMaps);
    started.catch((err: Error) => (playFailure ??= err)); // awaited below; the lock is released first either way
    plays.push(started);
  };
  const initChecks: string[] = [];
  try {
    for (const [index, d] of withInit.entries()) {
      play(d);
      const waiting = () => {
        if (playFailure) throw new GiveUp(playFailure.message);
        return advisory(false) === index + 1;
      };
      await until(`${d.metadata.name}'s init container waiting for its migration lock`, waiting, 90_000, 500, () => describeContainers(prefix));
    }
    for (const d of withInit) {
      const init = `${d.metadata.name}-pod-0-migrate`;
      initChecks.push(`${init} ${podman('inspect', init, '--format', '{{.Config.User}} {{.HostConfig.ReadonlyRootfs}} {{.State.Running}}')}`);
    }
  } finally {
    holder.stdin.end();
  }
  const jobChecks: string[] = [];
  if (jobPods.length) {
    // A release applied with the Job: every app is started first (one play at a time, as above)
    // and must wait for its schema; then the Jobs run, one after the other, and must succeed.
    for (const d of played) await playKube(playFiles[played.indexOf(d)], network, files.configMaps);
    const waiters = played.filter((d) => containersOf(d).some((c) => ((c.env ?? []) as Obj[]).some((e) => e.name === 'MIGRATIONS_WAIT_SECONDS')));
    for (const d of waiters) {
      const logOf = () => podmanMayFail('logs', `${d.metadata.name}-pod-0-app`).stdout;
      await until(`${d.metadata.name} to wait for its migration Job`, () => logOf().includes('waiting for the migration Job'), 120_000, 1_000, () => describeContainers(prefix));
    }
    for (const [index, pod] of jobPods.entries()) {
      await playKube(jobFiles[index], network, files.configMaps);
      const container = `${pod.metadata.name}-${(pod.spec as { containers: Container[] }).containers[0].name}`;
      const state = () => podman('inspect', container, '--format', '{{.State.Status}} {{.State.ExitCode}}');
      await until(`${container} to finish`, () => state().startsWith('exited'), 180_000, 1_000, () => describeContainers(prefix));
      jobChecks.push(`${container} ${podman('inspect', container, '--format', '{{.Config.User}} {{.HostConfig.ReadonlyRootfs}}')} ${state()}`);
    }
  } else {
    for (const d of played) if (!withInit.includes(d)) play(d);
  }
  await Promise.all(plays);

  const pods: Pod[] = played.map((d) => {
    const name = `${d.metadata.name}-pod-0`;
    const infra = podman('pod', 'inspect', name, '--format', '{{.InfraContainerID}}');
    return { name, app: appOf(d), deployment: d, ip: ipOf(infra) };
  });
  // Init containers first, then the app container (a pod's start runs them in that order).
  for (const pod of pods) await until(`${pod.name} running`, () => podman('inspect', `${pod.name}-app`, '--format', '{{.State.Running}}') === 'true', 120_000);
  const url = (pod: Pod, port: string | number, path: string) => {
    const number = typeof port === 'number' ? port : containersOf(pod.deployment)[0].ports?.find((p) => p.name === port)?.containerPort;
    return `http://${pod.ip}:${number}${path}`;
  };
  const answers = async (target: string) => (await fetch(target, { signal: AbortSignal.timeout(3_000) }).catch(() => undefined))?.status === 200;

  return {
    pods,
    down,
    gatewayUrl: () => url(pods.find((p) => p.app === 'gateway')!, 'http', ''),

    /**
     * Every init container waited for its schema's lock as a non-root user on a read-only root,
     * then migrated successfully (the pod's app started) and each migration is recorded once.
     */
    migrationProblems(): string[] {
      const problems = initChecks.filter((line) => !/ 1000(:1000)? true true$/.test(line)).map((line) => `not as expected (user, read-only root, waiting): ${line}`);
      if (initChecks.length !== withInit.length) problems.push(`only ${initChecks.length} of ${withInit.length} init containers checked`);
      problems.push(...jobChecks.filter((line) => !/ 1000(:1000)? true exited 0$/.test(line)).map((line) => `Job not as expected (user, read-only root, exit): ${line}`));
      if (jobChecks.length !== jobPods.length) problems.push(`only ${jobChecks.length} of ${jobPods.length} Jobs ran`);
      for (const schema of schemas) {
        const duplicates = sql(`${prefix}-postgres`, `SELECT name FROM ${schema}.migrations GROUP BY name HAVING count(*) > 1`);
        const applied = sql(`${prefix}-postgres`, `SELECT count(*) FROM ${schema}.migrations`)[0];
        if (duplicates.length || applied === '0') problems.push(`${schema}: ${applied} migrations recorded, twice: ${duplicates.join(', ') || 'none'}`);
      }
      if (schemas.length !== [...apps.values()].filter((a) => a.ownsSchema).length) problems.push(`migrations ran for ${schemas.join(', ')} only`);
      return problems;
    },

    /** startupProbe within its budget, then readiness and liveness, at the addresses the spec gives. */
    async probeProblems(): Promise<string[]> {
      const problems: string[] = [];
      for (const pod of pods) {
        for (const c of containersOf(pod.deployment)) {
          for (const kind of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
            const probe = c[kind] as Probe | undefined;
            if (!probe?.httpGet) {
              problems.push(`${pod.name} ${c.name}: no httpGet ${kind}`);
              continue;
            }
            const target = url(pod, probe.httpGet.port, probe.httpGet.path);
            const budget = (probe.periodSeconds ?? 10) * (probe.failureThreshold ?? 3) * 1000;
            const ok = await until(`${kind} ${target}`, () => answers(target), budget, 1_000).catch(() => false);
            if (!ok) problems.push(`${pod.name} ${c.name}: ${kind} ${target} did not answer 200 within ${budget / 1000} s`);
          }
        }
      }
      return problems;
    },

    /** As the securityContext says: uid 1000, read-only root, a writable /tmp (the emptyDir); init containers: migrationProblems. */
    securityProblems(): string[] {
      const problems: string[] = [];
      for (const pod of pods) {
        for (const c of containersOf(pod.deployment)) {
          const name = `${pod.name}-${c.name}`;
          const [user, readOnly] = podman('inspect', name, '--format', '{{.Config.User}} {{.HostConfig.ReadonlyRootfs}}').split(' ');
          if (!/^1000(:1000)?$/.test(user) || readOnly !== 'true') problems.push(`${name}: user ${user}, read-only root ${readOnly}`);
        }
        const app = `${pod.name}-app`;
        const tried = podmanMayFail('exec', app, 'sh', '-c', 'id -u; touch /app/written 2>&1; touch /tmp/written && echo tmp-writable');
        const out = tried.stdout + tried.stderr;
        if (!/^1000\n/.test(out) || !/Read-only file system/.test(out) || !/tmp-writable/.test(out)) problems.push(`${app}: ${out.trim().replace(/\n/g, ' | ')}`);
      }
      return problems;
    },
  };
}
