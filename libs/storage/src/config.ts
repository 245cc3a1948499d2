import { resolve } from 'node:path';
import { z } from 'zod';
import { LocalDiskObjectStore } from './local-disk-object-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-object-store';

/** Published in the source: stands in only outside production (see parseObjectStoreConfig). */
export const DEV_OBJECT_STORE_SIGNING_SECRET = 'development-object-store-signing-secret-not-for-production';

const blankAsUnset = (schema: z.ZodType) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/**
 * The object store's variables, in the style of the apps' config.ts. A service that stores
 * files spreads this into its schema, or calls parseObjectStoreConfig on process.env.
 */
export const objectStoreConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** local: files under OBJECT_STORE_DIR (one machine, `npm start`); s3: an S3 bucket (any number of machines). */
  OBJECT_STORE: z.enum(['local', 's3']).default('local'),
  OBJECT_STORE_DIR: z.string().min(1).default(resolve(process.cwd(), '.tmp/object-store')),
  /** Base of the local driver's presigned part URLs: the gateway's public URL. */
  OBJECT_STORE_PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** HMAC key of the local driver's presigned part URLs. */
  OBJECT_STORE_SIGNING_SECRET: z.string().min(32).default(DEV_OBJECT_STORE_SIGNING_SECRET),
  /** Unset: AWS S3. Set: an S3-compatible service, e.g. the local one on http://127.0.0.1:4569. */
  S3_ENDPOINT: blankAsUnset(z.url().optional()),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/).default('us-east-1'),
  /** Required with OBJECT_STORE=s3. */
  S3_BUCKET: blankAsUnset(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/).optional()),
  /** Path-style URLs (http://host/bucket/key); unset: on when S3_ENDPOINT is set (most S3-compatible servers want it). */
  S3_FORCE_PATH_STYLE: blankAsUnset(z.stringbool().optional()),
  /** Both or neither; neither: the SDK's default chain (instance role, AWS_* variables, ...). */
  S3_ACCESS_KEY_ID: blankAsUnset(z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: blankAsUnset(z.string().min(1).optional()),
};

const schema = z
  .object(objectStoreConfigShape)
  .refine((c) => c.OBJECT_STORE !== 's3' || c.S3_BUCKET !== undefined, { path: ['S3_BUCKET'], message: 'is required with OBJECT_STORE=s3' })
  .refine((c) => (c.S3_ACCESS_KEY_ID === undefined) === (c.S3_SECRET_ACCESS_KEY === undefined), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.OBJECT_STORE !== 'local' || c.OBJECT_STORE_SIGNING_SECRET !== DEV_OBJECT_STORE_SIGNING_SECRET, {
    path: ['OBJECT_STORE_SIGNING_SECRET'],
    message: 'must be set to a secret of your own in production (the development default is published in the source)',
  });

export type ObjectStoreConfig =
  | { driver: 'local'; dir: string; publicBaseUrl: string; signingSecret: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

export class ObjectStoreConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid object store configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ObjectStoreConfigError';
  }
}

/**
 * Reads and checks the variables. Errors name the variable and the rule, never the value
 * (a secret may have been pasted into the wrong variable).
 */
export function parseObjectStoreConfig(env: Record<string, string | undefined> = process.env): ObjectStoreConfig {
  const picked = Object.fromEntries(Object.keys(objectStoreConfigShape).map((k) => [k, env[k]]));
  const result = schema.safeParse(picked);
  if (!result.success) {
    throw new ObjectStoreConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(config)'}: ${describe(issue)}`));
  }
  const c = result.data;
  if (c.OBJECT_STORE === 'local') {
    return { driver: 'local', dir: resolve(c.OBJECT_STORE_DIR), publicBaseUrl: c.OBJECT_STORE_PUBLIC_URL, signingSecret: c.OBJECT_STORE_SIGNING_SECRET };
  }
  return {
    driver: 's3',
    bucket: c.S3_BUCKET as string,
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT as string | undefined,
    forcePathStyle: (c.S3_FORCE_PATH_STYLE as boolean | undefined) ?? c.S3_ENDPOINT !== undefined,
    credentials:
      c.S3_ACCESS_KEY_ID !== undefined ? { accessKeyId: c.S3_ACCESS_KEY_ID as string, secretAccessKey: c.S3_SECRET_ACCESS_KEY as string } : undefined,
  };
}

/** zod's own messages name the expectation, not the input; custom ones are written above. */
function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)} characters`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'has an invalid format' : `must be a valid ${issue.format}`;
    default:
      return issue.message;
  }
}

/**
 * The object store's variables out of a service's parsed config (which spread
 * objectStoreConfigShape), as parseObjectStoreConfig reads them: services started in one process
 * (tests) each have their own config, not process.env.
 */
export function objectStoreEnvOf(config: Readonly<Record<string, unknown>>): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(objectStoreConfigShape).map((key) => [key, config[key] === undefined ? undefined : String(config[key])]));
}

export function createObjectStore(config: ObjectStoreConfig): ObjectStore {
  return config.driver === 'local'
    ? new LocalDiskObjectStore({ root: config.dir, publicBaseUrl: config.publicBaseUrl, signingSecret: config.signingSecret })
    : new S3ObjectStore(config);
}
