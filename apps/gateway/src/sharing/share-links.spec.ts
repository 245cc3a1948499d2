import { isSharedPath, shareUrl } from './share-links';

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
});
