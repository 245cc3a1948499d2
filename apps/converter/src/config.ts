import { z } from 'zod';
import { baseConfigShape, httpPort, redisConfigShape } from '@bv/service-kit';
import { objectStoreConfigShape, parseObjectStoreConfig, ObjectStoreConfigError, type ObjectStoreConfig } from '@bv/storage';

type ObjectStoreVariable = Exclude<keyof typeof objectStoreConfigShape, 'NODE_ENV'>;
const OBJECT_STORE_VARIABLES = Object.keys(objectStoreConfigShape).filter((key) => key !== 'NODE_ENV') as ObjectStoreVariable[];

/**
 * The object store's variables as they come (strings): the store's own parser reads them, so
 * the converter and the service that uploads agree on one definition (libs/storage config.ts).
 */
const objectStoreVariables = Object.fromEntries(OBJECT_STORE_VARIABLES.map((key) => [key, z.string().optional()])) as Record<
  ObjectStoreVariable,
  z.ZodOptional<z.ZodString>
>;

/** The object store the converter reads uploads from and writes outputs to. */
export function objectStoreConfigOf(config: { NODE_ENV: string } & Partial<Record<ObjectStoreVariable, string>>): ObjectStoreConfig {
  return parseObjectStoreConfig({ NODE_ENV: config.NODE_ENV, ...Object.fromEntries(OBJECT_STORE_VARIABLES.map((key) => [key, config[key]])) });
}

export const configSchema = z
  .object({
    ...baseConfigShape,
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
      for (const problem of err.problems) ctx.addIssue({ code: 'custom', message: problem });
    }
  });

export type ConverterConfig = z.infer<typeof configSchema>;
