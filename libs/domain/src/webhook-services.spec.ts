import { isSupportedWebhookHost, WEBHOOK_CSP_SOURCES } from './webhook-services';

describe('webhook services', () => {
  it('accept the named services’ hosts and nothing that only looks like them', () => {
    for (const host of ['hooks.zapier.com', 'hook.eu1.make.com', 'eo123.m.pipedream.net', 'acme.app.n8n.cloud']) expect(isSupportedWebhookHost(host)).toBe(true);
    for (const host of ['zapier.com', 'hooks.zapier.com.evil.sg', 'make.com', 'evilmake.com', 'example.com', 'm.pipedream.net']) expect(isSupportedWebhookHost(host)).toBe(false);
    expect(WEBHOOK_CSP_SOURCES).toContain('https://hooks.zapier.com');
    expect(WEBHOOK_CSP_SOURCES).toContain('https://*.make.com');
  });
});
