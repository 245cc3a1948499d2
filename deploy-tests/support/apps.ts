/**
 * The deployable apps, read from the repository: every apps/<app> whose project.json is tagged
 * platform:server, with the zod `configSchema` exported by apps/<app>/src/config.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { defaultInternalPort } from '@bv/service-kit';
import { ROOT } from './util';

export type AppInfo = {
  name: string;
  hasMain: boolean;
  hasMigrate: boolean;
  schema?: z.ZodObject;
  /** Why the schema could not be loaded (missing file, no `configSchema` export, …). */
  configError?: string;
  keys: Set<string>;
  httpPort?: number;
  /** Where probes and the Prometheus scrape go (INTERNAL_HTTP_PORT, by default HTTP_PORT + 6000). */
  internalPort?: number;
  /** The app owns a Postgres schema (its config reads DB_SCHEMA), so it has migrations. */
  ownsSchema: boolean;
};

export type Apps = Map<string, AppInfo>;

export function serverAppNames(): string[] {
  return readdirSync(join(ROOT, 'apps'))
    .filter((name) => existsSync(join(ROOT, 'apps', name, 'project.json')))
    .filter((name) => {
      const project = JSON.parse(readFileSync(join(ROOT, 'apps', name, 'project.json'), 'utf8')) as { tags?: string[] };
      return (project.tags ?? []).includes('platform:server');
    })
    .sort();
}

export async function loadApp(name: string): Promise<AppInfo> {
  const src = join(ROOT, 'apps', name, 'src');
  const info: AppInfo = {
    name,
    hasMain: existsSync(join(src, 'main.ts')),
    hasMigrate: existsSync(join(src, 'migrate.ts')),
    keys: new Set(),
    ownsSchema: false,
  };
  const file = join(src, 'config.ts');
  if (!existsSync(file)) return { ...info, configError: `apps/${name}/src/config.ts does not exist` };
  let mod: unknown;
  try {
    mod = await import(file);
  } catch (err) {
    return { ...info, configError: `apps/${name}/src/config.ts failed to load: ${(err as Error).message}` };
  }
  const schema = (mod as { configSchema?: unknown }).configSchema;
  if (!(schema instanceof z.ZodObject)) return { ...info, configError: `apps/${name}/src/config.ts exports no zod object named configSchema` };
  const shape = schema.shape as Record<string, z.ZodType>;
  const port = shape.HTTP_PORT?.safeParse(undefined);
  return {
    ...info,
    schema,
    keys: new Set(Object.keys(shape)),
    httpPort: port?.success && typeof port.data === 'number' ? port.data : undefined,
    internalPort: port?.success && typeof port.data === 'number' ? defaultInternalPort(port.data) : undefined,
    ownsSchema: 'DB_SCHEMA' in shape,
  };
}

export async function loadApps(): Promise<Apps> {
  const apps: Apps = new Map();
  for (const name of serverAppNames()) apps.set(name, await loadApp(name));
  return apps;
}

/**
 * Variables that carry credentials or addresses of outside systems (never the public URL). An
 * access key's id travels with its secret (S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY): one
 * without the other is refused.
 */
export function secretKeysOf(app: AppInfo): string[] {
  return [...app.keys].filter((k) => /(_URL|_KEY|_KEY_ID|_SECRET|_PASSWORD|_TOKEN)$/.test(k) && k !== 'PUBLIC_URL').sort();
}

/**
 * Credentials whose development default is published in the source (the schema gives them a
 * value when unset): no deployed app may run on it, so every deployment must supply its own.
 */
export function defaultedSecretKeysOf(app: AppInfo): string[] {
  const shape = (app.schema?.shape ?? {}) as Record<string, z.ZodType>;
  return secretKeysOf(app).filter((key) => !key.endsWith('_URL') && typeof shape[key]?.safeParse(undefined).data === 'string');
}

/** `<NAME>_FILE` reads `<NAME>` from a file (libs/service-kit loadConfig): the key it stands for, if the app reads one. */
function fileKeyOf(app: AppInfo, name: string): string | undefined {
  const key = name.endsWith('_FILE') ? name.slice(0, -'_FILE'.length) : undefined;
  return key && app.keys.has(key) ? key : undefined;
}

/**
 * Problems with an app's environment: unknown names, and values its schema rejects. Values a
 * mounted Secret or a file supplies (`fromSecret`, `<NAME>_FILE`) are only known at deploy time,
 * so the schema's verdict on those keys is not ours to give.
 */
export function checkEnv(app: AppInfo, where: string, names: Iterable<string>, values: Record<string, string>, fromSecret: string[] = []): string[] {
  if (!app.schema) return [`${where}: cannot check env of ${app.name}: ${app.configError}`];
  const problems: string[] = [];
  const fromFiles: string[] = [];
  for (const name of names) {
    const fileKey = fileKeyOf(app, name);
    if (fileKey) fromFiles.push(fileKey);
    else if (!app.keys.has(name)) problems.push(`${where}: ${name} is not in ${app.name}'s configSchema`);
  }
  const parsed = app.schema.safeParse(Object.fromEntries(Object.entries(values).filter(([name]) => !fileKeyOf(app, name))));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      if (!fromSecret.includes(key) && !fromFiles.includes(key)) problems.push(`${where}: ${issue.path.join('.')}: ${issue.message}`);
    }
  }
  return problems;
}
