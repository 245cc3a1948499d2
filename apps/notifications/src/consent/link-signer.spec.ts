import { LinkSigner, maskEmail } from './link-signer';

describe('LinkSigner', () => {
  const signer = new LinkSigner('a-test-secret-that-is-long-enough-123');
  const other = new LinkSigner('another-secret-that-is-long-enough-456');
  const logId = '2d711642-b726-8044-8162-7ca9fbac32f5';

  it('reads back the address of its own unsubscribe token', () => {
    expect(signer.readUnsubscribeToken(signer.unsubscribeToken('mei@example.sg'))).toBe('mei@example.sg');
  });

  it('refuses tokens signed with another secret, edited, or made for another purpose', () => {
    const token = signer.unsubscribeToken('mei@example.sg');
    expect(other.readUnsubscribeToken(token)).toBeNull();
    const [, mac] = token.split('.');
    expect(signer.readUnsubscribeToken(`${Buffer.from('boss@example.sg').toString('base64url')}.${mac}`)).toBeNull();
    expect(signer.readUnsubscribeToken(`${token}x`)).toBeNull();
    expect(signer.readUnsubscribeToken('garbage')).toBeNull();
    expect(signer.readOpenToken(signer.clickToken(logId, 'https://x.example/'))).toBeNull();
  });

  it('ties a click token to its target', () => {
    const token = signer.clickToken(logId, 'https://blueprint.example/#pricing');
    expect(signer.readClickToken(token, 'https://blueprint.example/#pricing')).toBe(logId);
    expect(signer.readClickToken(token, 'https://evil.example/')).toBeNull();
    expect(signer.readOpenToken(signer.openToken(logId))).toBe(logId);
  });

  it('uses only URL-safe characters', () => {
    expect(signer.unsubscribeToken('a+b/c=d@example.sg')).toMatch(/^[A-Za-z0-9_.-]+$/);
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('mei.lin@example.sg')).toBe('m***@example.sg');
    expect(maskEmail('nonsense')).toBe('***');
  });
});
