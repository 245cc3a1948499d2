import { z } from 'zod';
import { baseConfigShape, databaseConfigShape, dbSchema, httpPort } from '@bv/service-kit';

const optionalSecret = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(10).optional());

export const configSchema = z
  .object({
    ...baseConfigShape,
    ...databaseConfigShape,
    ...dbSchema('billing'),
    ...httpPort(3102),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** Set: real Stripe Checkout. Unset: the local sandbox provider (never in production). */
    STRIPE_SECRET_KEY: optionalSecret,
    /** The signing secret of the Stripe webhook endpoint (whsec_…). */
    STRIPE_WEBHOOK_SECRET: optionalSecret,
    /** Only for tests against a local fake of the Stripe API, e.g. http://127.0.0.1:4010. */
    STRIPE_API_BASE: z.url().optional(),
    /** A Stripe test key (sk_test_…) in production takes no money; only for a staging set-up that means it. */
    ALLOW_TEST_PAYMENTS: z.stringbool().default(false),
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.STRIPE_SECRET_KEY !== undefined, {
    path: ['STRIPE_SECRET_KEY'],
    message: 'is required in production: the sandbox payment provider is for local use only',
  })
  .refine((c) => c.NODE_ENV !== 'production' || !c.STRIPE_SECRET_KEY?.startsWith('sk_test_') || c.ALLOW_TEST_PAYMENTS, {
    path: ['STRIPE_SECRET_KEY'],
    message: 'is a Stripe test key: production takes live payments (set ALLOW_TEST_PAYMENTS=true only on a staging set-up)',
  })
  .refine((c) => c.STRIPE_SECRET_KEY === undefined || c.STRIPE_WEBHOOK_SECRET !== undefined, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'is required with STRIPE_SECRET_KEY: purchases are fulfilled by signed webhooks',
  });
export type BillingConfig = z.infer<typeof configSchema>;
