import { redactLinkTokens } from './redact-link-tokens.middleware';

describe('redactLinkTokens', () => {
  it('hides every token parameter and keeps the rest of the URL', () => {
    expect(redactLinkTokens('/api/v1/email/click?token=abc.def&url=https%3A%2F%2Fx.example')).toBe('/api/v1/email/click?token=[redacted]&url=https%3A%2F%2Fx.example');
    expect(redactLinkTokens('/api/v1/email/unsubscribe?a=1&token=abc.def')).toBe('/api/v1/email/unsubscribe?a=1&token=[redacted]');
    expect(redactLinkTokens('/api/v1/email/open')).toBe('/api/v1/email/open');
  });
});
