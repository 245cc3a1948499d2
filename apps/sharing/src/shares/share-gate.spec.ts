import { grantOpens, viewerAllowed } from './share-gate';

describe('share gate', () => {
  it('lets any address in when the list is empty, else listed addresses and domains only', () => {
    expect(viewerAllowed([], 'anyone@example.com')).toBe(true);
    const rules = ['mei@fund.sg', '@jungle.vc'];
    expect(viewerAllowed(rules, 'mei@fund.sg')).toBe(true);
    expect(viewerAllowed(rules, 'MEI@Fund.SG')).toBe(true);
    expect(viewerAllowed(rules, 'raj@jungle.vc')).toBe(true);
    expect(viewerAllowed(rules, 'other@fund.sg')).toBe(false);
    // A look-alike domain is not the domain.
    expect(viewerAllowed(rules, 'raj@notjungle.vc')).toBe(false);
    expect(viewerAllowed(rules, 'raj@jungle.vc.evil.com')).toBe(false);
  });

  it('opens only for a grant of the same link, password version and a still-allowed address', () => {
    const share = { id: 's1', passwordHash: null, passwordVersion: 1, requireEmail: true, allowedViewers: ['@fund.sg'] };
    expect(grantOpens(share, { shareId: 's1', passwordVersion: 1, email: 'mei@fund.sg' })).toBe(true);
    expect(grantOpens(share, { shareId: 's1', passwordVersion: 1, email: null })).toBe(false);
    expect(grantOpens(share, { shareId: 's1', passwordVersion: 0, email: 'mei@fund.sg' })).toBe(false);
    expect(grantOpens(share, { shareId: 's2', passwordVersion: 1, email: 'mei@fund.sg' })).toBe(false);
    // The owner narrowed the list after the grant was issued.
    expect(grantOpens({ ...share, allowedViewers: ['@other.sg'] }, { shareId: 's1', passwordVersion: 1, email: 'mei@fund.sg' })).toBe(false);
    expect(grantOpens({ ...share, requireEmail: false }, { shareId: 's1', passwordVersion: 1, email: null })).toBe(true);
    expect(grantOpens(share, null)).toBe(false);
  });
});
