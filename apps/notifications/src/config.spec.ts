import { loadConfig } from '@bv/service-kit';
import { configSchema } from './config';

const WEBHOOK_KEY = Buffer.alloc(32, 7).toString('base64');
const production = { NODE_ENV: 'production', EMAIL_LINK_SECRET: 'a-production-secret-of-at-least-32-chars', WEBHOOK_SECRET_KEY: WEBHOOK_KEY };

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
    expect(loadConfig(configSchema, { HTTP_HOST: '0.0.0.0', EMAIL_LINK_SECRET: 'an-email-link-secret-of-our-own-0123456', WEBHOOK_SECRET_KEY: WEBHOOK_KEY }).EMAIL_LINK_SECRET).toBe(
      'an-email-link-secret-of-our-own-0123456',
    );
  });

  it('seals webhook secrets with the published development key only when bound to loopback, and wants 32 bytes', () => {
    expect(() => loadConfig(configSchema, { HTTP_HOST: '0.0.0.0', EMAIL_LINK_SECRET: 'an-email-link-secret-of-our-own-0123456' })).toThrow(/WEBHOOK_SECRET_KEY: is the development default/);
    expect(() => loadConfig(configSchema, { WEBHOOK_SECRET_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/WEBHOOK_SECRET_KEY: must be 32 bytes/);
  });

  it('lets webhooks reach http://127.0.0.1 in tests only, never in production', () => {
    expect(loadConfig(configSchema, { WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true' }).WEBHOOK_ALLOW_LOOPBACK_HTTP).toBe(true);
    expect(loadConfig(configSchema, {}).WEBHOOK_ALLOW_LOOPBACK_HTTP).toBe(false);
    expect(() => loadConfig(configSchema, { ...production, SMTP_URL: 'smtp://mail.example.sg:587', WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true' })).toThrow(/WEBHOOK_ALLOW_LOOPBACK_HTTP: is for tests only/);
  });
});
