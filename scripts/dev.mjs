#!/usr/bin/env node
// `npm run dev`: the platform as `npm start` runs it, plus a quick loop for a developer. A change
// under an app's or a library's `src` is compiled again (SWC, that project only, about a second)
// and the supervisor starts the apps that use it again; the web app runs on Vite's dev server
// with hot reload (http://localhost:5173, its API calls go to the gateway on :3000). Ctrl+C
// stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

function step(label, command, args) {
  process.stdout.write(`${label}...\n`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`${label} failed.\n`);
    process.exit(1);
  }
}

step('Installing what is missing', 'bash', ['scripts/install.sh']);
step('Starting local services', 'bash', ['scripts/ensure-services.sh', 'blueprint']);
step('Building', bin('nx'), ['run-many', '-t', 'build', '--parallel=2', '--output-style=static']);
step('Migrating', process.execPath, ['scripts/platform.mjs', 'migrate']);

/** Every app and library SWC builds (the web app has its own dev server; libs/testing is never built). */
const builds = (project) => Boolean(JSON.parse(readFileSync(join(root, project, 'project.json'), 'utf8')).targets?.build);
const projects = ['apps', 'libs'].flatMap((kind) =>
  readdirSync(join(root, kind))
    .map((name) => `${kind}/${name}`)
    .filter((project) => project !== 'apps/web' && existsSync(join(root, project, 'src')) && builds(project)),
);

function compile(project) {
  const started = Date.now();
  const result = spawnSync(bin('swc'), ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc', '--ignore', '**/*.spec.ts,**/*.int-spec.ts', '--quiet'], {
    cwd: join(root, project),
    env,
    stdio: 'inherit',
  });
  process.stdout.write(result.status === 0 ? `dev          compiled ${project} in ${Date.now() - started} ms\n` : `dev          ${project} did not compile; the running code stays\n`);
}

const timers = new Map();
for (const project of projects) {
  watch(join(root, project, 'src'), { recursive: true }, (_event, file) => {
    if (!file || /\.(spec|int-spec)\.tsx?$/.test(String(file))) return;
    clearTimeout(timers.get(project));
    timers.set(project, setTimeout(() => compile(project), 200));
  });
}

const children = [
  spawn(process.execPath, ['scripts/platform.mjs', 'run'], { cwd: root, env: { ...env, PLATFORM_WATCH: '1' }, stdio: 'inherit' }),
  spawn(bin('vite'), ['--config', 'apps/web/vite.config.mts'], { cwd: root, env, stdio: 'inherit' }),
];
process.stdout.write('\nThe web app with hot reload: http://localhost:5173 (the API on http://localhost:3000). Ctrl+C stops everything.\n\n');

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', () => {
    stop();
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(0);
  });
}
