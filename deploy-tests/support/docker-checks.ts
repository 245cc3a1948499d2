/** Checks of the Dockerfile and docker-compose.yml against the apps in the repository. */
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { HEALTH_PATHS } from '@bv/service-kit';
import { checkEnv, defaultedSecretKeysOf, secretKeysOf, type Apps } from './apps';
import { get, isObj, list, ROOT, str, type Obj } from './util';

// ---------------------------------------------------------------- Dockerfile

export type Instruction = { keyword: string; args: string; stage: number };

/** Instructions with continuation lines joined and comments dropped; stage -1 is before the first FROM. */
export function parseDockerfile(text: string): Instruction[] {
  const out: Instruction[] = [];
  let stage = -1;
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!pending && /^\s*#/.test(line)) continue;
    if (pending && /^\s*#/.test(line)) continue; // comment lines inside a continuation are skipped by Docker
    if (line.endsWith('\\')) {
      pending += line.slice(0, -1) + ' ';
      continue;
    }
    const full = (pending + line).trim();
    pending = '';
    if (!full) continue;
    const m = /^(\w+)\s*(.*)$/s.exec(full);
    if (!m) continue;
    const keyword = m[1].toUpperCase();
    if (keyword === 'FROM') stage++;
    out.push({ keyword, args: m[2], stage });
  }
  return out;
}

/** The exec-form command of CMD/ENTRYPOINT/HEALTHCHECK CMD, or the shell form as one string. */
function commandWords(args: string): string[] {
  const text = args.replace(/^CMD\s+/i, '').trim();
  if (text.startsWith('[')) {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  }
  return [text];
}

/** Options such as --interval=30s before the CMD of a HEALTHCHECK. */
function healthcheckCommand(args: string): string {
  return args.replace(/^(--\S+\s+)*/, '');
}

export function checkDockerfile(text: string, apps: Apps): string[] {
  const problems: string[] = [];
  let instructions: Instruction[];
  try {
    instructions = parseDockerfile(text);
  } catch (err) {
    return [`Dockerfile: ${(err as Error).message}`];
  }
  const globalArgs = new Map<string, string>();
  for (const i of instructions.filter((x) => x.stage === -1 && x.keyword === 'ARG')) {
    const [name, value] = i.args.split('=');
    globalArgs.set(name.trim(), (value ?? '').trim());
  }
  const finalStage = Math.max(...instructions.map((i) => i.stage));
  const final = instructions.filter((i) => i.stage === finalStage);
  const from = final.find((i) => i.keyword === 'FROM')?.args.split(/\s+/)[0] ?? '';
  const baseImage = from.replace(/\$\{?(\w+)\}?/g, (_, name: string) => globalArgs.get(name) ?? '');
  // Node 22 LTS (20 is past its end of life); the container tests pass a locally made image instead.
  if (!/^node:22(\.\d+)*-bookworm-slim$/.test(baseImage)) problems.push(`Dockerfile: runtime stage is FROM ${baseImage}, expected node:22-bookworm-slim`);

  if (!instructions.some((i) => i.keyword === 'ARG' && /^APP(=|\s|$)/.test(i.args))) problems.push('Dockerfile: no ARG APP');
  if (!final.some((i) => i.keyword === 'ARG' && /^APP(=|\s|$)/.test(i.args))) problems.push('Dockerfile: the runtime stage must re-declare ARG APP');
  if (!final.some((i) => i.keyword === 'ENV' && /(^|\s)APP=\$\{?APP\}?(\s|$)/.test(i.args))) problems.push('Dockerfile: the runtime stage must set ENV APP=${APP} for its CMD');
  if (!final.some((i) => i.keyword === 'ENV' && /(^|\s)NODE_ENV=production(\s|$)/.test(i.args))) problems.push('Dockerfile: the runtime stage must set NODE_ENV=production');
  // One app's runtime files only: traced in an earlier stage, copied in; no npm install of the
  // root manifest (whose dependencies include the web app's) in the runtime stage.
  if (final.some((i) => i.keyword === 'RUN' && /\bnpm (install|ci)\b/.test(i.args))) problems.push('Dockerfile: the runtime stage must not npm install (it copies the traced files staged for $APP)');
  if (!instructions.some((i) => i.keyword === 'RUN' && /\bnode deploy\/images\/stage-apps\.mjs\b/.test(i.args))) problems.push('Dockerfile: no stage runs deploy/images/stage-apps.mjs');
  if (!final.some((i) => i.keyword === 'COPY' && /--from=\S+\s+\S*\$\{?APP\}?\/?\s/.test(i.args))) problems.push('Dockerfile: the runtime stage must COPY only the staged $APP from an earlier stage');
  if (!instructions.some((i) => i.keyword === 'RUN' && /npm install\b/.test(i.args) && !/--omit=dev/.test(i.args))) problems.push('Dockerfile: no full npm install for the build');
  if (!final.some((i) => i.keyword === 'EXPOSE')) problems.push('Dockerfile: no EXPOSE in the runtime stage');

  const users = final.filter((i) => i.keyword === 'USER');
  if (users.at(-1)?.args.trim() !== 'node') problems.push('Dockerfile: the runtime stage must end as USER node');

  const healthcheck = final.filter((i) => i.keyword === 'HEALTHCHECK').at(-1);
  if (!healthcheck) problems.push('Dockerfile: no HEALTHCHECK');
  else {
    const command = commandWords(healthcheckCommand(healthcheck.args)).join(' ');
    if (!command.includes(HEALTH_PATHS.live) || !command.includes('fetch(')) problems.push(`Dockerfile: HEALTHCHECK must fetch ${HEALTH_PATHS.live} with node`);
  }

  const cmd = final.filter((i) => i.keyword === 'CMD').at(-1);
  if (!cmd) problems.push('Dockerfile: no CMD');
  else {
    const words = commandWords(cmd.args);
    const line = words.join(' ');
    const pattern = /apps\/\$\{?APP\}?\/dist\/main\.js/;
    if (!cmd.args.trim().startsWith('[')) problems.push('Dockerfile: CMD must use the exec (JSON) form');
    if (!pattern.test(line)) problems.push(`Dockerfile: CMD ${line} does not run apps/$APP/dist/main.js`);
    else {
      if (words.length > 1 && words[0] === 'sh' && !/\bexec node\b/.test(line)) problems.push('Dockerfile: CMD must exec node so it receives SIGTERM');
      for (const app of apps.values()) {
        const source = line.match(pattern)?.[0].replace(/\$\{?APP\}?/, app.name).replace('/dist/', '/src/').replace(/\.js$/, '.ts');
        if (!source || !existsSync(join(ROOT, source))) problems.push(`Dockerfile: CMD for APP=${app.name} runs a file built from ${source}, which does not exist`);
      }
    }
  }
  return problems;
}

/** Each stage's name (`AS <name>`, lower-cased) and what it is FROM, by stage index. */
function stagesOf(instructions: Instruction[]): { name?: string; from: string }[] {
  return instructions
    .filter((i) => i.keyword === 'FROM')
    .map((i) => {
      const [from, as, name] = i.args.split(/\s+/);
      return { from, name: /^as$/i.test(as ?? '') ? name.toLowerCase() : undefined };
    });
}

/** A stage and every stage it is built FROM, by index (image names end the chain). */
function lineageOf(instructions: Instruction[], stage: number): number[] {
  const stages = stagesOf(instructions);
  const chain: number[] = [];
  for (let at: number | undefined = stage; at !== undefined && at >= 0 && !chain.includes(at); ) {
    chain.push(at);
    const from = stages[at].from.toLowerCase();
    const parent = stages.findIndex((s) => s.name === from);
    at = parent >= 0 ? parent : undefined;
  }
  return chain;
}

const OFFICE_PACKAGES = [/\blibreoffice-writer(-nogui)?\b/, /\blibreoffice-calc(-nogui)?\b/, /\blibreoffice-impress(-nogui)?\b/, /\bpoppler-utils\b/];
const installsOffice = (i: Instruction) => i.keyword === 'RUN' && /\bapt-get install\b/.test(i.args) && /\b(libreoffice|poppler)/.test(i.args);

/**
 * The converter's target (a stage named converter) carries LibreOffice (Writer, Calc, Impress)
 * and poppler from Debian's packages, runs as node and starts the converter; the runtime stage
 * every other app is built to carries none of it (docs/architecture-notes.md, Document conversion).
 */
export function checkConverterImage(text: string): string[] {
  const instructions = parseDockerfile(text);
  const stages = stagesOf(instructions);
  const converter = stages.findIndex((s) => s.name === 'converter');
  const final = stages.length - 1;
  const problems: string[] = [];
  if (converter < 0) return ['Dockerfile: no converter stage (the converter image, --target converter)'];
  const lineage = lineageOf(instructions, converter);
  const installs = instructions.filter((i) => lineage.includes(i.stage) && i.keyword === 'RUN').map((i) => i.args).join('\n');
  for (const pkg of OFFICE_PACKAGES) if (!pkg.test(installs)) problems.push(`Dockerfile: the converter stage does not install ${pkg.source.replace(/\\b|\(-nogui\)\?/g, '')}`);
  const own = instructions.filter((i) => i.stage === converter);
  if (own.filter((i) => i.keyword === 'USER').at(-1)?.args.trim() !== 'node') problems.push('Dockerfile: the converter stage must end as USER node');
  if (!own.some((i) => i.keyword === 'ARG' && /^APP=converter$/.test(i.args.trim()))) problems.push('Dockerfile: the converter stage must default ARG APP to converter');
  if (!own.some((i) => i.keyword === 'CMD' && /apps\/\$\{?APP\}?\/dist\/main\.js/.test(i.args))) problems.push('Dockerfile: the converter stage must start apps/$APP/dist/main.js');
  if (!own.some((i) => i.keyword === 'HEALTHCHECK')) problems.push('Dockerfile: the converter stage has no HEALTHCHECK');
  if (converter === final) problems.push('Dockerfile: the converter stage must not be the last (the default target is every other app\'s runtime)');
  if (instructions.some((i) => lineageOf(instructions, final).includes(i.stage) && installsOffice(i))) problems.push('Dockerfile: the runtime stage of the other apps must not carry LibreOffice or poppler');
  return problems;
}

// ---------------------------------------------------------------- docker-compose.yml

/** `${VAR:-default}`, `${VAR-default}` and `${VAR}` as they resolve with nothing exported. */
export function interpolateDefaults(value: string): string {
  return value.replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_, _name: string, fallback?: string) => fallback ?? '');
}

function environmentOf(service: Obj): Map<string, string | null> {
  const env = service.environment;
  const out = new Map<string, string | null>();
  if (Array.isArray(env)) {
    for (const entry of env.map(String)) {
      const eq = entry.indexOf('=');
      out.set(eq < 0 ? entry : entry.slice(0, eq), eq < 0 ? null : entry.slice(eq + 1));
    }
  } else if (isObj(env)) {
    for (const [k, v] of Object.entries(env)) out.set(k, v === null || v === undefined ? null : String(v));
  }
  return out;
}

function dependsOn(service: Obj): Map<string, string> {
  const deps = service.depends_on;
  if (Array.isArray(deps)) return new Map(deps.map((d) => [String(d), 'service_started']));
  if (isObj(deps)) return new Map(Object.entries(deps).map(([k, v]) => [k, str(get(v, 'condition')) ?? 'service_started']));
  return new Map();
}

const SERVICE_KEYS = new Set([
  'image', 'build', 'command', 'entrypoint', 'environment', 'env_file', 'depends_on', 'healthcheck', 'restart', 'ports', 'expose',
  'volumes', 'hostname', 'read_only', 'tmpfs', 'stop_grace_period', 'init', 'networks', 'labels', 'user', 'working_dir', 'profiles',
]);

export function checkCompose(compose: unknown, dockerfileHasHealthcheck: boolean, apps: Apps): string[] {
  const problems: string[] = [];
  if (!isObj(compose) || !isObj(compose.services)) return ['docker-compose.yml: no services'];
  for (const key of Object.keys(compose)) {
    if (!['name', 'services', 'volumes', 'networks', 'secrets', 'configs'].includes(key) && !key.startsWith('x-')) problems.push(`docker-compose.yml: unknown top-level key ${key}`);
  }
  const services = compose.services as Record<string, unknown>;
  const declaredVolumes = isObj(compose.volumes) ? Object.keys(compose.volumes) : [];
  const appOf = (s: Obj) => str(get(s, 'build', 'args', 'APP'));
  const isMigrate = (s: Obj) => list(s.command).join(' ').includes('/dist/migrate.js');
  const hasHealthcheck = (s: Obj) => {
    if (get(s, 'healthcheck', 'disable') === true) return false;
    if (isObj(s.healthcheck) && s.healthcheck.test !== undefined) return true;
    return appOf(s) !== undefined && dockerfileHasHealthcheck;
  };
  const runningApps = new Map<string, string>();

  for (const [name, value] of Object.entries(services)) {
    const at = `docker-compose.yml services.${name}`;
    if (!isObj(value)) {
      problems.push(`${at}: not a mapping`);
      continue;
    }
    const s = value;
    for (const key of Object.keys(s)) if (!SERVICE_KEYS.has(key)) problems.push(`${at}: unknown key ${key}`);
    if (!s.image && !s.build) problems.push(`${at}: neither image nor build`);

    for (const [dep, condition] of dependsOn(s)) {
      const target = services[dep];
      if (!isObj(target)) {
        problems.push(`${at}: depends_on ${dep}, which is not a service`);
        continue;
      }
      if (!['service_started', 'service_healthy', 'service_completed_successfully'].includes(condition)) problems.push(`${at}: depends_on ${dep} has unknown condition ${condition}`);
      if (condition === 'service_healthy' && !hasHealthcheck(target)) problems.push(`${at}: waits for ${dep} to be healthy, but ${dep} has no healthcheck`);
      if (condition === 'service_completed_successfully' && target.restart !== 'no') problems.push(`${at}: waits for ${dep} to complete, but ${dep} restarts`);
    }
    for (const volume of list(s.volumes).map(String)) {
      const source = volume.split(':')[0];
      if (!source.startsWith('.') && !source.startsWith('/') && !declaredVolumes.includes(source)) problems.push(`${at}: volume ${source} is not declared`);
    }

    if (isSecretsGenerator(s)) {
      if (s.restart !== 'no') problems.push(`${at}: the secrets generator is one-shot: it must have restart: "no"`);
      continue;
    }
    const appName = appOf(s);
    if (s.build === undefined) continue;
    if (!appName) {
      problems.push(`${at}: builds without args.APP`);
      continue;
    }
    const app = apps.get(appName);
    if (!app || !existsSync(join(ROOT, 'apps', appName)) || !app.hasMain) {
      problems.push(`${at}: args.APP=${appName} is not a server app with apps/${appName}/src/main.ts`);
      continue;
    }
    if (get(s, 'build', 'context') !== '.' || get(s, 'build', 'dockerfile') !== 'Dockerfile') problems.push(`${at}: must build the repository's Dockerfile from .`);
    if (String(get(s, 'build', 'args', 'HTTP_PORT')) !== String(app.httpPort)) {
      problems.push(`${at}: args.HTTP_PORT=${String(get(s, 'build', 'args', 'HTTP_PORT'))} is not ${appName}'s HTTP_PORT default ${String(app.httpPort)}`);
    }

    const env = environmentOf(s);
    const values: Record<string, string> = {};
    for (const [k, v] of env) if (v !== null) values[k] = interpolateDefaults(v);
    problems.push(...checkEnv(app, at, env.keys(), values));
    if (values.HTTP_PORT !== undefined && values.HTTP_PORT !== String(app.httpPort)) problems.push(`${at}: HTTP_PORT ${values.HTTP_PORT} differs from ${appName}'s default`);
    for (const [key, host] of [['DATABASE_URL', 'postgres'], ['AMQP_URL', 'rabbitmq'], ['REDIS_URL', 'redis']] as const) {
      if (values[key] === undefined) continue;
      let hostname = '';
      try {
        hostname = new URL(values[key]).hostname;
      } catch {
        problems.push(`${at}: ${key} is not a URL`);
        continue;
      }
      // A migration only talks to the database.
      const used = !isMigrate(s) || key === 'DATABASE_URL';
      if (!isObj(services[hostname])) problems.push(`${at}: ${key} points at ${hostname}, which is not a service`);
      else if (used && dependsOn(s).get(hostname) !== 'service_healthy') problems.push(`${at}: uses ${hostname} but does not wait for it to be healthy`);
      if (hostname !== host) problems.push(`${at}: ${key} should point at the ${host} service`);
    }

    if (isMigrate(s)) {
      const command = list(s.command).join(' ');
      if (!command.includes(`apps/${appName}/dist/migrate.js`)) problems.push(`${at}: runs another app's migrations than args.APP=${appName}`);
      if (!app.hasMigrate) problems.push(`${at}: apps/${appName}/src/migrate.ts does not exist`);
      if (s.restart !== 'no') problems.push(`${at}: a one-shot migration must have restart: "no"`);
      if (!app.ownsSchema) problems.push(`${at}: ${appName} owns no schema`);
    } else {
      if (s.command !== undefined && !list(s.command).join(' ').includes(`apps/${appName}/dist/main.js`)) problems.push(`${at}: command must run apps/${appName}/dist/main.js`);
      if (runningApps.has(appName)) problems.push(`${at}: ${appName} already runs as ${runningApps.get(appName)}`);
      runningApps.set(appName, name);
      // Defaults point at 127.0.0.1, which inside a container is the container itself;
      // optional providers (SMTP, Stripe, OpenAI) are passed through from the shell.
      for (const key of secretKeysOf(app)) if (!env.has(key)) problems.push(`${at}: ${key} must be set (or passed through) for ${appName}`);
      if (app.ownsSchema) {
        const migrate = [...dependsOn(s)].find(([dep, cond]) => {
          const target = services[dep];
          return cond === 'service_completed_successfully' && isObj(target) && appOf(target) === appName && isMigrate(target);
        });
        if (!migrate) problems.push(`${at}: must wait (service_completed_successfully) for a service running ${appName}'s migrations`);
      }
    }
  }

  for (const app of apps.values()) if (!runningApps.has(app.name)) problems.push(`docker-compose.yml: no service runs ${app.name}`);
  const gateway = services[runningApps.get('gateway') ?? ''];
  if (!isObj(gateway) || !list(gateway.ports).map((p) => interpolateDefaults(String(p))).some((p) => /(^|:)3000:3000$/.test(p))) problems.push('docker-compose.yml: the gateway must publish port 3000');

  const infra: [string, RegExp][] = [['postgres', /^postgres:15(\W|$)/], ['rabbitmq', /^rabbitmq:3(\W|$)/], ['redis', /^redis:7(\W|$)/]];
  for (const [name, image] of infra) {
    const s = services[name];
    if (!isObj(s)) problems.push(`docker-compose.yml: no ${name} service`);
    else {
      // The official image by default; the container test swaps in local stand-ins.
      const imageName = interpolateDefaults(String(s.image));
      if (!image.test(imageName)) problems.push(`docker-compose.yml services.${name}: image ${imageName} does not match ${image}`);
      if (!hasHealthcheck(s)) problems.push(`docker-compose.yml services.${name}: no healthcheck`);
    }
  }
  if (isObj(services.postgres) && environmentOf(services.postgres).get('POSTGRES_DB') !== 'blueprint') problems.push('docker-compose.yml services.postgres: POSTGRES_DB must be blueprint');
  problems.push(...checkGeneratedSecrets(services, apps));
  return problems;
}

const SECRETS_GENERATOR = 'libs/service-kit/dist/generate-secrets.js';
const isSecretsGenerator = (s: Obj) => list(s.command).join(' ').includes(SECRETS_GENERATOR);

/** `volume:/target[:ro]` mounts of a service, by target directory. */
function mountsOf(s: Obj): Map<string, string> {
  return new Map(list(s.volumes).map((v) => String(v).split(':')).map(([source, target]) => [target, source]));
}

/**
 * Every app (and its migration) that reads a secret with a published development default gets
 * it as `<NAME>_FILE` from a volume the one-shot secrets generator fills, and waits for it: no
 * container runs on the default (the apps refuse it anyway off loopback, so this is what makes
 * them start).
 */
function checkGeneratedSecrets(services: Record<string, unknown>, apps: Apps): string[] {
  const problems: string[] = [];
  const generator = Object.entries(services).find(([, s]) => isObj(s) && isSecretsGenerator(s));
  // What the generator makes, as "<volume>/<NAME>".
  const made = new Set<string>();
  if (generator) {
    const mounts = mountsOf(generator[1] as Obj);
    for (const arg of list((generator[1] as Obj).command).map(String).filter((a) => a.includes('='))) {
      const path = arg.slice(0, arg.lastIndexOf('='));
      const volume = mounts.get(dirname(path));
      if (volume) made.add(`${volume}/${basename(path)}`);
    }
  }
  for (const [name, value] of Object.entries(services)) {
    if (!isObj(value) || isSecretsGenerator(value)) continue;
    const app = apps.get(str(get(value, 'build', 'args', 'APP')) ?? '');
    if (!app) continue;
    const env = environmentOf(value);
    const mounts = mountsOf(value);
    for (const key of defaultedSecretKeysOf(app)) {
      const file = env.get(`${key}_FILE`);
      const volume = file ? mounts.get(dirname(file)) : undefined;
      if (!file || basename(file) !== key || !volume || !made.has(`${volume}/${key}`)) {
        problems.push(`docker-compose.yml services.${name}: ${key} has a published development default; give it as ${key}_FILE from a volume the secrets generator fills`);
      } else if (generator && dependsOn(value).get(generator[0]) !== 'service_completed_successfully') {
        problems.push(`docker-compose.yml services.${name}: must wait (service_completed_successfully) for ${generator[0]}, which makes its ${key}`);
      }
    }
  }
  return problems;
}
