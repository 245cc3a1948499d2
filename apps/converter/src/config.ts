import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { baseConfigShape, httpPort, redisConfigShape } from '@bv/service-kit';
import { parseObjectStoreConfig, ObjectStoreConfigError, type ObjectStoreConfig } from '@bv/storage';

/** No broker (see service.ts): the shared variables without RabbitMQ's. */
const { AMQP_URL: _amqpUrl, AMQP_PREFIX: _amqpPrefix, RPC_TIMEOUT_MS: _rpcTimeout, ...withoutBroker } = baseConfigShape;

/**
 * The object store's variables as they come (strings): libs/storage's own parser reads them, so
 * the converter and the service that uploads agree on one definition. Not the local driver's
 * presigning pair (OBJECT_STORE_PUBLIC_URL, OBJECT_STORE_SIGNING_SECRET): the converter only
 * reads and writes objects, it never signs an upload URL.
 */
const OBJECT_STORE_VARIABLES = [
  'OBJECT_STORE',
  'OBJECT_STORE_DIR',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
type ObjectStoreVariable = (typeof OBJECT_STORE_VARIABLES)[number];
const objectStoreVariables = Object.fromEntries(OBJECT_STORE_VARIABLES.map((key) => [key, z.string().optional()])) as Record<ObjectStoreVariable, z.ZodOptional<z.ZodString>>;

/**
 * Never used to sign (see above), but the local driver wants a key, and in production refuses the
 * published default: a random one per process can sign nothing anyone could verify.
 */
const UNUSED_SIGNING_SECRET = randomBytes(32).toString('hex');

/** The object store the converter reads uploads from and writes outputs to. */
export function objectStoreConfigOf(config: { NODE_ENV: string } & Partial<Record<ObjectStoreVariable, string>>): ObjectStoreConfig {
  const variables = Object.fromEntries(OBJECT_STORE_VARIABLES.map((key) => [key, config[key]]));
  return parseObjectStoreConfig({ NODE_ENV: config.NODE_ENV, OBJECT_STORE_SIGNING_SECRET: UNUSED_SIGNING_SECRET, ...variables });
}

export const configSchema = z
  .object({
    ...withoutBroker,
    ...redisConfigShape,
    ...httpPort(3107),
    ...objectStoreVariables,
    /** Conversions at once in one process; each LibreOffice run takes a core (one per core). */
    CONVERSION_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    /** Scratch space for each run; unset: the OS temp directory (a writable emptyDir in k8s). */
    CONVERSION_WORK_DIR: z.string().min(1).optional(),
    /**
     * A job's lock (renewed while it runs) and how often lapsed locks are looked for: the job of
     * a converter that died is taken up again within about their sum.
     */
    CONVERSION_LOCK_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
    CONVERSION_STALLED_CHECK_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    /**
     * On SIGTERM the running conversions get this long to finish; past it their tools are killed
     * and the jobs go back to the queue. Below the pod's terminationGracePeriodSeconds.
     */
    CONVERSION_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(45_000),
  })
  .superRefine((config, ctx) => {
    try {
      objectStoreConfigOf(config);
    } catch (err) {
      if (!(err instanceof ObjectStoreConfigError)) throw err;
      // "S3_BUCKET: is required with OBJECT_STORE=s3": reported against the variable it names.
      for (const problem of err.problems) {
        const [variable, ...rest] = problem.split(': ');
        ctx.addIssue({ code: 'custom', path: [variable], message: rest.join(': ') });
      }
    }
  });

export type ConverterConfig = z.infer<typeof configSchema>;
