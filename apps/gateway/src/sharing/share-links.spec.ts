import { isSharedPath, redactShareToken, shareUrl } from './share-links';

describe('share links in the gateway', () => {
  it('builds the public URL', () => {
    expect(shareUrl('https://bv.example.com/', 'abc')).toBe('https://bv.example.com/shared/abc');
  });

  it('knows share pages and their API', () => {
    expect(isSharedPath('/shared/abc')).toBe(true);
    expect(isSharedPath('/api/v1/shared/abc/access')).toBe(true);
    expect(isSharedPath('/api/v1/shares')).toBe(false);
    expect(isSharedPath('/sharedfoo')).toBe(false);
  });

  it('keeps the token out of the request log', () => {
    expect(redactShareToken('/api/v1/shared/AbC_-123/content?x=1')).toBe('/api/v1/shared/[redacted]/content?x=1');
    expect(redactShareToken('/shared/AbC_-123')).toBe('/shared/[redacted]');
    expect(redactShareToken('/api/v1/shares/1')).toBe('/api/v1/shares/1');
  });
});
