import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LOOPBACK_PROXIES, parseTrustProxy } from './trust-proxy';
import { DEFAULT_OUTBOX_BATCH_SIZE } from '@bv/messaging';

/** 0 asks the OS for a free port (tests). */
const port = z.coerce.number().int().min(0).max(65535);

/** Variables every service reads. Each has a working local default (ARCHITECTURE rule 7). */
export const baseConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The address the HTTP ports bind. Loopback by default: only this machine can reach a process
   * started without it (and only such a process may run on the development secrets, see
   * `refuseDevelopmentSecrets`); containers set 0.0.0.0 (the Dockerfile, compose and k8s).
   */
  HTTP_HOST: z.string().default('127.0.0.1'),
  AMQP_URL: z.url().default('amqp://guest:guest@127.0.0.1:5672'),
  /** Prefix for exchanges and queues; tests use it to isolate runs on a shared broker. */
  AMQP_PREFIX: z.string().regex(/^[a-z0-9._-]*$/).default(''),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Where OpenTelemetry traces go (an OTLP/HTTP collector); unset: tracing is off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /**
   * Which peers may tell the client address in X-Forwarded-For: their addresses/CIDRs, a hop
   * count, or `false`. The client is the nearest address not trusted, never the left-most entry
   * (anyone can write that). Default: a proxy on this host only.
   */
  TRUST_PROXY: z
    .string()
    .default(LOOPBACK_PROXIES)
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed.ok) return parsed.setting;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
};

export const databaseConfigShape = {
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/blueprint'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  /** Rows published (with pipelined confirms) per relay cycle. */
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_OUTBOX_BATCH_SIZE),
  /**
   * Days a published outbox row or a processed inbox id is kept (tracing, redelivery
   * dedupe) before an hourly job deletes it: events carry personal data (PDPA).
   */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  /**
   * 0: the schema is migrated before the service starts (migrate.js, an init container). Above
   * 0: a migration Job does it (k8s/components/migrations-job) and the service waits up to this
   * long for its schema to have every migration it was built with.
   */
  MIGRATIONS_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
};

export const redisConfigShape = {
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /** Prefix for every Redis key and BullMQ queue; tests use it for isolation. */
  REDIS_PREFIX: z.string().regex(/^[a-z0-9_-]+$/).default('bv'),
};

export function httpPort(defaultPort: number) {
  return {
    HTTP_PORT: port.default(defaultPort),
    /** Probes, readiness details and metrics; unset means HTTP_PORT + 6000 (see internal-http.ts). */
    INTERNAL_HTTP_PORT: port.optional(),
  };
}

export function dbSchema(defaultSchema: string) {
  return { DB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/).default(defaultSchema) };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOOPBACK_HOST = /^(127(\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i;

/** An address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOST.test(host.trim());
}

/**
 * A secret's development default is published in this repository, so anyone can sign or decrypt
 * with it (a share grant signed with it opens a password-protected link). It may stand in only
 * for a process no other machine can reach: outside production and bound to loopback. Any other
 * process must be given its own (compose generates them; k8s reads them from the app's Secret).
 * For `.superRefine` of an app's schema: `defaults` maps each secret to its development default.
 */
export function refuseDevelopmentSecrets(defaults: Record<string, string>) {
  return (config: { NODE_ENV: string; HTTP_HOST: string }, ctx: z.RefinementCtx): void => {
    const production = config.NODE_ENV === 'production';
    if (!production && isLoopbackHost(config.HTTP_HOST)) return;
    for (const [key, value] of Object.entries(defaults)) {
      if ((config as Record<string, unknown>)[key] !== value) continue;
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: production
          ? 'must be set to a secret of your own in production (the development default is published in the source)'
          : `is the development default, published in the source: a process bound to ${config.HTTP_HOST} (not loopback) needs a secret of its own (docs/containers.md)`,
      });
    }
  };
}

/**
 * `<NAME>_FILE` names a file holding `<NAME>`'s value (a secret mounted as a file, as compose's
 * generated secrets are), read when `<NAME>` itself is unset; one trailing newline is dropped.
 */
function withValuesFromFiles(keys: string[], env: Record<string, string | undefined>): { env: Record<string, string | undefined>; problems: string[] } {
  const out = { ...env };
  const problems: string[] = [];
  for (const key of keys) {
    const file = env[`${key}_FILE`];
    if (out[key] !== undefined || !file) continue;
    try {
      out[key] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (err) {
      problems.push(`${key}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
  }
  return { env: out, problems };
}

/** Parses the environment once at boot; every bad variable is named in one error. */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const read = withValuesFromFiles(Object.keys(schema.shape), env);
  const result = schema.safeParse(read.env);
  if (result.success && read.problems.length === 0) return result.data;
  const issues = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ConfigError([...read.problems, ...issues]);
}
