/**
 * The deployment artefacts, run for real with podman: the app images built from the
 * Dockerfile (on a Node 22 image made locally, as no registry is reachable), the whole stack
 * from docker-compose.yml with podman-compose, and the Kustomize overlays' Deployments with
 * `podman play kube` (k8s-play.ts). Only port 13000 is published on the host; names, networks
 * and storage are the test's own (deploy/podman), so the local PostgreSQL, RabbitMQ, Redis and
 * platform are never touched. Caches live in /var/tmp/blueprint-vault-containers.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { call, liteSubmission, postJson, waitFor } from '@bv/testing';
import { loadApps, type Apps } from './support/apps';
import { ComposeProject } from './support/compose';
import { playOverlay, type PlayedOverlay } from './support/k8s-play';
import { prodWithComponents } from './support/kustomize';
import { imageSize, literal, mb, podman, run, sql, until } from './support/podman';
import { ROOT } from './support/util';

jest.setTimeout(20 * 60_000);

const PROJECT = 'bv-container-test';
const GATEWAY_PORT = 13000;
/**
 * In a service image these would mean the root manifest's whole dependency list came along.
 * (react and react-dom are not here: notifications renders its e-mail HTML with react-dom/server.)
 */
const BROWSER_AND_TEST_PACKAGES = ['react-router', '@tanstack/react-query', 'web-vitals', 'socket.io-client', 'vite', '@vitejs/plugin-react', 'jest', 'typescript', 'nx', '@swc/core', 'eslint', 'playwright-core', 'lighthouse', 'kubernetes-models', '@testing-library/react'];

const report: string[] = [];
const log = (line: string) => report.push(line);
const started = Date.now();
let apps: Apps;
let baseImages: Record<string, string>;

afterAll(() => {
  log(`container tests took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.stdout.write(`\n${report.join('\n')}\n`);
});

beforeAll(async () => {
  apps = await loadApps();
  let t = Date.now();
  // Cold (debootstrap and three stand-ins from Debian's mirror) on a busy machine: over 10 minutes.
  const base = run('bash', ['deploy/podman/base-images.sh'], { timeoutMs: 20 * 60_000 });
  baseImages = Object.fromEntries(base.stdout.trim().split('\n').map((l) => l.split('=') as [string, string]));
  log(`base images (${baseImages.NODE_IMAGE}): ${((Date.now() - t) / 1000).toFixed(0)} s`);
  t = Date.now();
  const built = run('bash', ['deploy/podman/build-images.sh', ...[...apps.values()].map((a) => `${a.name}=${a.httpPort}`)], {
    env: { NODE_IMAGE: baseImages.NODE_IMAGE },
    // A cold build (no cached layers, a busy machine) takes longer than run's default 10 minutes.
    timeoutMs: 15 * 60_000,
  });
  log(`app images from the Dockerfile: ${((Date.now() - t) / 1000).toFixed(0)} s (${built.stdout.trim().split('\n').join('; ')})`);
});

describe('the app images', () => {
  it('each holds Node 22, runs as a non-root user and carries only its own app and runtime packages', () => {
    const sizes: string[] = [];
    const problems: string[] = [];
    for (const app of apps.values()) {
      const image = `blueprint-vault/${app.name}:local`;
      const user = podman('image', 'inspect', image, '--format', '{{.Config.User}}');
      // What is inside, read by the image's own Node (a read-only root, as it runs).
      const inside = JSON.parse(
        podman('run', '--rm', '--read-only', '--entrypoint', 'node', image, '-e', `
          const fs = require('fs');
          const packages = fs.readdirSync('node_modules').flatMap((d) => d.startsWith('@') ? fs.readdirSync('node_modules/' + d).map((s) => d + '/' + s) : [d]);
          console.log(JSON.stringify({ node: process.version, uid: process.getuid(), apps: fs.readdirSync('apps'), packages,
            web: ['apps/web/dist/index.html', 'apps/web/dist-server/render.cjs'].filter((f) => fs.existsSync(f)) }));`),
      ) as { node: string; uid: number; apps: string[]; packages: string[]; web: string[] };
      const where = `${image}:`;
      if (user !== 'node' || inside.uid === 0) problems.push(`${where} runs as ${user} (uid ${inside.uid})`);
      if (!inside.node.startsWith('v22.')) problems.push(`${where} Node ${inside.node}, expected 22`);
      const expectedApps = app.name === 'gateway' ? ['gateway', 'web'] : [app.name];
      if (inside.apps.sort().join() !== expectedApps.join()) problems.push(`${where} apps/ holds ${inside.apps.join(', ')}`);
      if (app.name === 'gateway' && inside.web.length !== 2) problems.push(`${where} lacks the built web app (has ${inside.web.join(', ') || 'none of it'})`);
      const unwanted = inside.packages.filter((p) => BROWSER_AND_TEST_PACKAGES.includes(p));
      if (unwanted.length) problems.push(`${where} carries ${unwanted.join(', ')}`);
      sizes.push(`  ${app.name.padEnd(14)} ${mb(imageSize(image)).padStart(7)}  ${inside.packages.length} npm packages`);
    }
    log(`image sizes (Node base ${mb(imageSize(baseImages.NODE_IMAGE))}):\n${sizes.join('\n')}`);
    expect(problems).toEqual([]);
  });
});

describe('docker-compose.yml with podman-compose', () => {
  // The data stores' stand-ins are known once the base images are made (beforeAll).
  const stack = new ComposeProject(PROJECT, { GATEWAY_PORT: String(GATEWAY_PORT) });
  const api = `http://127.0.0.1:${GATEWAY_PORT}/api/v1`;
  const pg = () => stack.container('postgres');
  const mailTo = (email: string) => sql(pg(), `SELECT subject FROM notifications.mailbox WHERE to_address = ${literal(email)}`);

  beforeAll(async () => {
    Object.assign(stack.env, { POSTGRES_IMAGE: baseImages.POSTGRES_IMAGE, RABBITMQ_IMAGE: baseImages.RABBITMQ_IMAGE, REDIS_IMAGE: baseImages.REDIS_IMAGE });
    stack.compose('down', '-v', '-t', '1'); // what a failed earlier run may have left
    const t = Date.now();
    stack.compose('up', '--no-build', '--no-start');
    log('compose up, level by level:');
    await stack.start(log);
    log(`compose stack healthy after ${((Date.now() - t) / 1000).toFixed(0)} s`);
  });
  afterAll(() => {
    if (!process.env.KEEP_CONTAINERS) stack.compose('down', '-v', '-t', '1');
  });

  it('passes every health check, the gateway answering on its published port', async () => {
    const res = await fetch(`http://127.0.0.1:${GATEWAY_PORT}/health/live`);
    expect(res.status).toBe(200);
  });

  it('takes a free Lite assessment through the gateway: its row is in the database and its e-mail in the mailbox', async () => {
    const submission = liteSubmission({ points: [10, 10, 10, 10, 5] });
    const res = await postJson(`${api}/lite-assessments`, submission);
    expect(res.status).toBe(201);
    expect(res.body.score).toBe(45);
    expect(sql(pg(), `SELECT user_email, score FROM assessments.lite_assessments WHERE id = ${literal(res.body.assessmentId)}`)).toEqual([`${submission.email}|45`]);
    const mail = await until('the result e-mail in the mailbox', () => mailTo(submission.email)[0], 30_000);
    expect(mail).toContain('45/50');
  });

  it('signs up, verifies the e-mailed link and answers a signed-in request', async () => {
    const auth = `${api}/auth`;
    const email = `container-${randomUUID().slice(0, 8)}@example.sg`;
    const password = 'harbour lights over marina bay';
    expect((await call(`${auth}/sign-up`, { body: { email, password, name: 'Tan Wei Ming' } })).status).toBe(201);
    const token = await until(
      'the verification e-mail',
      () => sql(pg(), `SELECT text_body FROM notifications.mailbox WHERE to_address = ${literal(email)}`).join('\n').match(/[?&]verify=([\w%-]+)/)?.[1],
      30_000,
    );
    expect((await call(`${auth}/verify-email`, { body: { token: decodeURIComponent(token) } })).status).toBe(200);
    const signIn = await call(`${auth}/sign-in`, { body: { email, password } });
    expect(signIn.status).toBe(200);
    const me = await call(`${auth}/me`, { bearer: String(signIn.body.accessToken) });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });

  it('stops gracefully (every app container exits 0 within its grace period) and loses nothing', async () => {
    // Submitted right before the stop: its event and e-mail may still be in flight.
    const submission = liteSubmission();
    const res = await postJson(`${api}/lite-assessments`, submission);
    expect(res.status).toBe(201);
    const t = Date.now();
    stack.compose('stop', '-t', '30');
    log(`compose stop: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    // The apps' own containers (the data stores are test stand-ins: Debian's rabbitmq-server
    // wrapper script does not end within the grace period on SIGTERM).
    const codes = Object.fromEntries(Object.entries(stack.exitCodes()).filter(([s]) => stack.services[s].build !== undefined));
    expect(Object.keys(codes).length).toBeGreaterThan(7);
    expect(codes).toEqual(Object.fromEntries(Object.keys(codes).map((s) => [s, 0])));
    expect(stack.logs('assessments')).toContain('stopped');

    await stack.start(log);
    expect(sql(pg(), `SELECT count(*) FROM assessments.lite_assessments WHERE id = ${literal(res.body.assessmentId)}`)).toEqual(['1']);
    await until('the e-mail of the submission made before the stop', () => mailTo(submission.email).length === 1, 30_000);
    expect(sql(pg(), 'SELECT count(*) FROM assessments.outbox WHERE published_at IS NULL')).toEqual(['0']);
  });
});

/**
 * dev as it is (a migrate init container in every pod); prod with the optional components that
 * change how pods start: required-secrets (the connection string from a non-optional secretKeyRef)
 * and migrations-job (a Job per schema instead of init containers). The other components add
 * only custom resources of operators (ServiceMonitor, ScaledObject, Certificate, HTTPRoute,
 * ExternalSecret) that podman cannot run: k8s-manifests.spec.ts renders and checks them.
 */
const PLAYED = [
  { name: 'dev', title: 'k8s/overlays/dev', components: [] as string[] },
  { name: 'prod-jobs', title: 'k8s/overlays/prod with the required-secrets and migrations-job components', components: ['required-secrets', 'migrations-job'] },
];

describe.each(PLAYED)('$title with podman play kube', ({ name, components }) => {
  let played: PlayedOverlay;
  let overlay: { dir: string; remove: () => void } | undefined;

  beforeAll(async () => {
    const t = Date.now();
    overlay = components.length ? prodWithComponents(components) : undefined;
    played = await playOverlay(name, overlay?.dir ?? join(ROOT, 'k8s', 'overlays', name), apps, baseImages);
    log(`play kube ${name}: ${played.pods.length} pods ready after ${((Date.now() - t) / 1000).toFixed(0)} s`);
  });
  afterAll(() => {
    overlay?.remove();
    if (!process.env.KEEP_CONTAINERS) played?.down();
  });

  it('migrates each schema once, as a non-root user on a read-only root: init containers under their lock, or Jobs the waiting apps start after', () => {
    expect(played.migrationProblems()).toEqual([]);
  });

  it('passes every startup, readiness and liveness probe as the kubelet would call it', async () => {
    expect(await played.probeProblems()).toEqual([]);
  });

  it('runs every container as a non-root user on a read-only root filesystem (writable /tmp only)', () => {
    expect(played.securityProblems()).toEqual([]);
  });

  it('serves the web app and answers the API through the gateway', async () => {
    const gateway = played.gatewayUrl();
    // A pod just reported ready can still drop the first connection made from the host (seen once
    // as ECONNRESET on a busy machine): a few tries, then the answer must be right.
    const page = await waitFor(() => fetch(`${gateway}/`).catch(() => null), (res) => res !== null, 15_000, 'the gateway to take a connection');
    expect(page?.status).toBe(200);
    expect(await page?.text()).toContain('<div id="root"');
    const flags = await fetch(`${gateway}/api/v1/flags`);
    expect(flags.status).toBe(200);
    expect(await flags.json()).toMatchObject({ phaseId: expect.any(String) });
  });
});
