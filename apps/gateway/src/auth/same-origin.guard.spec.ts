import { isSameOrigin } from './same-origin.guard';

describe('isSameOrigin', () => {
  const own = 'https://vault.example.sg';

  it('accepts our own origin and requests without Origin that no browser marked cross-site', () => {
    expect(isSameOrigin({ origin: 'https://vault.example.sg' }, own)).toBe(true);
    expect(isSameOrigin({ origin: 'https://vault.example.sg' }, 'https://vault.example.sg/')).toBe(true);
    expect(isSameOrigin({}, own)).toBe(true);
    expect(isSameOrigin({ 'sec-fetch-site': 'same-origin' }, own)).toBe(true);
    expect(isSameOrigin({ 'sec-fetch-site': 'none' }, own)).toBe(true);
  });

  it('refuses other origins, look-alikes, null and cross-site fetch metadata', () => {
    expect(isSameOrigin({ origin: 'https://evil.example' }, own)).toBe(false);
    expect(isSameOrigin({ origin: 'http://vault.example.sg' }, own)).toBe(false);
    expect(isSameOrigin({ origin: 'https://vault.example.sg:8443' }, own)).toBe(false);
    expect(isSameOrigin({ origin: 'https://vault.example.sg.evil.example' }, own)).toBe(false);
    expect(isSameOrigin({ origin: 'null' }, own)).toBe(false);
    expect(isSameOrigin({ origin: ['https://vault.example.sg', 'https://evil.example'] }, own)).toBe(false);
    expect(isSameOrigin({ 'sec-fetch-site': 'cross-site' }, own)).toBe(false);
    expect(isSameOrigin({ 'sec-fetch-site': 'same-site' }, own)).toBe(false);
  });

  it('treats the loopback names as one site on a local PUBLIC_URL, port and scheme still checked', () => {
    expect(isSameOrigin({ origin: 'http://127.0.0.1:3000' }, 'http://localhost:3000')).toBe(true);
    expect(isSameOrigin({ origin: 'http://localhost:5173' }, 'http://localhost:3000')).toBe(false);
    expect(isSameOrigin({ origin: 'http://127.0.0.1:3000' }, 'https://vault.example.sg')).toBe(false);
  });
});
