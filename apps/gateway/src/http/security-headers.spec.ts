import { createHash } from 'node:crypto';
import { securityHeaders, styleHash } from './security-headers';

describe('securityHeaders', () => {
  it('are the headers helmet writes for our policy, worked out once', () => {
    const headers = securityHeaders();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain('https://hooks.zapier.com');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(securityHeaders()).toEqual(headers);
  });

  it('allows no inline style but the <style> texts the pages carry, each by its SHA-256', () => {
    const critical = ':root{--ink-900:#0f1b33}body{margin:0}';
    const csp = securityHeaders([critical, 'main{padding:24px}', critical])['content-security-policy'];
    const styleSrc = /(?:^|;)style-src ([^;]*)/.exec(csp)?.[1];
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(styleSrc).toBe(`'self' ${sha(critical)} ${sha('main{padding:24px}')}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(styleHash(critical)).toBe(sha(critical));
  });

  it('turns off the browser features no page uses and keeps full screen, sharing and copying to our origin', () => {
    const policy = securityHeaders()['permissions-policy'];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
    for (const feature of ['fullscreen', 'web-share', 'clipboard-write']) expect(policy).toContain(`${feature}=(self)`);
  });
});
