import { z } from 'zod';
import { LOOPBACK_PROXIES, parseTrustProxy } from './trust-proxy';
import { DEFAULT_OUTBOX_BATCH_SIZE } from '@bv/messaging';

/** 0 asks the OS for a free port (tests). */
const port = z.coerce.number().int().min(0).max(65535);

/** Variables every service reads. Each has a working local default (ARCHITECTURE rule 7). */
export const baseConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HTTP_HOST: z.string().default('0.0.0.0'),
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

/** Parses the environment once at boot; every bad variable is named in one error. */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
}
