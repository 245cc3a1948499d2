import { loadConfig } from '@bv/service-kit';
import { configSchema } from './config';

const production = { NODE_ENV: 'production', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' };

describe('billing configuration', () => {
  it('refuses a Stripe test key in production unless test payments are allowed on purpose', () => {
    expect(() => loadConfig(configSchema, { ...production, STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef' })).toThrow(/STRIPE_SECRET_KEY: .*test key/);
    expect(loadConfig(configSchema, { ...production, STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef', ALLOW_TEST_PAYMENTS: 'true' }).ALLOW_TEST_PAYMENTS).toBe(true);
  });

  it('takes a live key in production and a test key anywhere else', () => {
    expect(loadConfig(configSchema, { ...production, STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef' }).ALLOW_TEST_PAYMENTS).toBe(false);
    expect(loadConfig(configSchema, { STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }).STRIPE_SECRET_KEY).toBe('sk_test_0123456789abcdef');
  });

  it('refuses the sandbox provider in production', () => {
    expect(() => loadConfig(configSchema, { NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY: is required in production/);
  });
});
