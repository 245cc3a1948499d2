import type { ShareEntity } from './entities/share.entity';
import { onlyCapReached, shareState } from './share-state';

const share = (over: Partial<ShareEntity> = {}) =>
  ({ revokedAt: null, expiresAt: null, maxViews: null, viewCount: 0, isPublic: true, ...over }) as ShareEntity;
const live = { deletedAt: null };
const now = new Date('2025-07-01T00:00:00Z');

describe('shareState', () => {
  it('names the first reason a link does not work', () => {
    expect(shareState(share(), live, now)).toBe('active');
    expect(shareState(share({ revokedAt: now, expiresAt: new Date(0) }), live, now)).toBe('revoked');
    expect(shareState(share(), { deletedAt: now }, now)).toBe('output_deleted');
    expect(shareState(share(), null, now)).toBe('output_deleted');
    expect(shareState(share({ expiresAt: now }), live, now)).toBe('expired');
    expect(shareState(share({ expiresAt: new Date(now.getTime() + 1) }), live, now)).toBe('active');
    expect(shareState(share({ maxViews: 3, viewCount: 3 }), live, now)).toBe('view_limit_reached');
    expect(shareState(share({ maxViews: 3, viewCount: 2 }), live, now)).toBe('active');
    expect(shareState(share({ isPublic: false }), live, now)).toBe('private');
  });

  it('lets the cap grace apply only to a link whose one fault is its reached cap', () => {
    const capped = { maxViews: 1, viewCount: 1 };
    expect(onlyCapReached(share(capped), live, now)).toBe(true);
    expect(onlyCapReached(share({ ...capped, isPublic: false }), live, now)).toBe(false);
    expect(onlyCapReached(share({ ...capped, revokedAt: now }), live, now)).toBe(false);
    expect(onlyCapReached(share({ ...capped, expiresAt: now }), live, now)).toBe(false);
    expect(onlyCapReached(share(capped), { deletedAt: now }, now)).toBe(false);
    expect(onlyCapReached(share(), live, now)).toBe(false);
  });
});
