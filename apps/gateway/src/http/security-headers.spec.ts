import { securityHeaders } from './security-headers';

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
});
