import { loadConfig } from '@bv/service-kit';
import { configSchema } from './config';

const production = { NODE_ENV: 'production', EMAIL_LINK_SECRET: 'a-production-secret-of-at-least-32-chars' };

describe('notifications configuration', () => {
  it('refuses production without SMTP_URL: the local mailbox would show admins other users’ links', () => {
    expect(() => loadConfig(configSchema, production)).toThrow(/SMTP_URL: is required in production/);
    expect(loadConfig(configSchema, { ...production, SMTP_URL: 'smtp://mail.example.sg:587' }).SMTP_URL).toBe('smtp://mail.example.sg:587');
  });

  it('keeps the local mailbox outside production', () => {
    expect(loadConfig(configSchema, {}).SMTP_URL).toBeUndefined();
  });

  it('signs mail links with the published development secret only when bound to loopback', () => {
    expect(() => loadConfig(configSchema, { HTTP_HOST: '0.0.0.0' })).toThrow(/EMAIL_LINK_SECRET: is the development default/);
    expect(loadConfig(configSchema, { HTTP_HOST: '0.0.0.0', EMAIL_LINK_SECRET: 'an-email-link-secret-of-our-own-0123456' }).EMAIL_LINK_SECRET).toBe('an-email-link-secret-of-our-own-0123456');
  });
});
