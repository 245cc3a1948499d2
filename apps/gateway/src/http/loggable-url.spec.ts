import { loggableUrl, redactShareTokens } from './loggable-url';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv12Wx_-34yZ';

describe('loggableUrl', () => {
  it.each([
    [`/shared/${TOKEN}`, '/shared/[redacted]'],
    [`/shared%2F${TOKEN}`, '/shared/[redacted]'],
    [`/shared%2f${TOKEN}`, '/shared/[redacted]'],
    [`//shared/${TOKEN}`, '/shared/[redacted]'],
    [`/x/../shared/${TOKEN}`, '/shared/[redacted]'],
    [`/x/%2E%2E/shared/${TOKEN}`, '/shared/[redacted]'],
    [`/admin-preview/shared/${TOKEN}`, '/admin-preview/shared/[redacted]'],
    [`/SHARED/${TOKEN}`, '/SHARED/[redacted]'],
    [`/shared%252F${TOKEN}`, '/shared/[redacted]'],
    [`/api/v1/shared/${TOKEN}/access`, '/api/v1/shared/[redacted]/access'],
    [`/api/v1/shared%2F${TOKEN}/export.pdf?copy=investor`, '/api/v1/shared/[redacted]/export.pdf?copy=[redacted]'],
  ])('takes the share token out of %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });

  it('keeps the names of query parameters but never their values', () => {
    expect(loggableUrl('/api/v1/auth/reset?reset=SECRET&token=SECRET&email=mei%40example.sg')).toBe('/api/v1/auth/reset?reset=[redacted]&token=[redacted]&email=[redacted]');
  });

  it('leaves other paths as the router serves them', () => {
    expect(loggableUrl('/api/v1/shares/8a4e1c52-0c1c-4d4b-9f39-0d7f1f3c2b1a')).toBe('/api/v1/shares/8a4e1c52-0c1c-4d4b-9f39-0d7f1f3c2b1a');
    expect(loggableUrl('/%61pi/v1/flags')).toBe('/api/v1/flags');
    expect(loggableUrl('/pricing')).toBe('/pricing');
  });
});

describe('redactShareTokens', () => {
  it('finds a share link in free text, such as a failed fetch the browser reports', () => {
    expect(redactShareTokens(`GET https://bv.example/api/v1/shared/${TOKEN}/content failed`)).toBe('GET https://bv.example/api/v1/shared/[redacted]/content failed');
    expect(redactShareTokens(`open "/shared/${TOKEN}"`)).toBe('open "/shared/[redacted]"');
    expect(redactShareTokens('nothing was shared today')).toBe('nothing was shared today');
  });
});
