import { askerLimits, askerOf, isMine, visibleToViewer } from './room-question-rules';

// docs/product-rules.md, "Deal rooms": questions.
describe('who asks a room question', () => {
  it('is the verified address behind the e-mail gate, whatever was typed', () => {
    expect(askerOf({ email: 'lee@tanholdings.com', name: 'Lee Wei' }, { name: 'Someone', email: 'someone@else.sg' })).toEqual({ name: 'Lee Wei', email: 'lee@tanholdings.com', verified: true });
  });
  it('is the typed name and address on an open link, and nobody without both', () => {
    expect(askerOf({ email: null, name: null }, { name: 'Raj Tan', email: 'Raj@Jungle.vc' })).toEqual({ name: 'Raj Tan', email: 'raj@jungle.vc', verified: false });
    expect(askerOf({ email: null, name: null }, { name: 'Raj Tan' })).toBeNull();
    expect(askerOf({ email: null, name: 'Raj Tan' }, { email: 'raj@jungle.vc' })).toBeNull();
  });
  it('is limited by address, browser and client, so a new typed address or a dropped cookie does not reset the count', () => {
    const asker = { name: 'Sam', email: 'Sam@vc.sg', verified: false };
    expect(askerLimits(asker, 'v1', 'c1')).toEqual([
      { key: 'email:sam@vc.sg', max: 5 },
      { key: 'visitor:v1', max: 5 },
      { key: 'client:c1', max: 10 },
    ]);
    expect(askerLimits(asker, null, 'c1').map((l) => l.key)).toEqual(['email:sam@vc.sg', 'client:c1']);
  });
});

describe('who sees a room question', () => {
  const base = { askerVerified: false, askerEmail: 'raj@jungle.vc', visitorId: 'browser-1', status: 'open' as const, visibility: null };
  it('shows the asker their own question, open or answered, by browser or verified address', () => {
    expect(isMine(base, { email: null, visitorId: 'browser-1' })).toBe(true);
    expect(isMine(base, { email: null, visitorId: 'browser-2' })).toBe(false);
    // A typed address proves nothing: another browser typing it is not the asker.
    expect(isMine(base, { email: 'raj@jungle.vc', visitorId: 'browser-2' })).toBe(false);
    const verified = { ...base, askerVerified: true, askerEmail: 'lee@tanholdings.com' };
    expect(isMine(verified, { email: 'LEE@tanholdings.com', visitorId: 'browser-9' })).toBe(true);
  });
  it('shows others only answers shared with the group', () => {
    const other = { email: null, visitorId: 'browser-2' };
    expect(visibleToViewer(base, other)).toBe(false);
    expect(visibleToViewer({ ...base, status: 'answered', visibility: 'private' }, other)).toBe(false);
    expect(visibleToViewer({ ...base, status: 'answered', visibility: 'group' }, other)).toBe(true);
  });
});
