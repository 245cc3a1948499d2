import { SignJWT } from 'jose';
import { ShareGrants } from './share-grants';

const secret = 'a-test-secret-of-at-least-thirty-two-chars';

describe('share grants', () => {
  const grants = new ShareGrants(secret, 1800);

  it('carry the share and its password version for 30 minutes', async () => {
    const now = new Date();
    const { grant, expiresAt } = await grants.issue({ shareId: '6a1f3b5e-2c4d-4e8f-9a0b-1c2d3e4f5a6b', passwordVersion: 2, email: null }, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(1_800_000);
    expect(await grants.read(grant)).toEqual({ shareId: '6a1f3b5e-2c4d-4e8f-9a0b-1c2d3e4f5a6b', passwordVersion: 2, email: null });
  });

  it("carry the address typed at the link's e-mail gate", async () => {
    const { grant } = await grants.issue({ shareId: 'x', passwordVersion: 0, email: 'mei@fund.sg' });
    expect(await grants.read(grant)).toEqual({ shareId: 'x', passwordVersion: 0, email: 'mei@fund.sg' });
  });

  it('refuse expired, foreign, tampered and unsigned grants', async () => {
    const old = await grants.issue({ shareId: 'x', passwordVersion: 0, email: null }, new Date(Date.now() - 3_600_000));
    expect(await grants.read(old.grant)).toBeNull();
    const other = await new ShareGrants('another-secret-of-at-least-thirty-two-chars', 1800).issue({ shareId: 'x', passwordVersion: 0, email: null });
    expect(await grants.read(other.grant)).toBeNull();
    const { grant } = await grants.issue({ shareId: 'x', passwordVersion: 0, email: null });
    expect(await grants.read(`${grant.slice(0, -2)}AA`)).toBeNull();
    const [header, body] = grant.split('.');
    expect(await grants.read(`${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`)).toBeNull();
    expect(header).toBeTruthy();
    const wrongAudience = await new SignJWT({ pv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('x').setIssuer('sharing').setAudience('other').setExpirationTime('5m').sign(new TextEncoder().encode(secret));
    expect(await grants.read(wrongAudience)).toBeNull();
    expect(await grants.read(null)).toBeNull();
  });
});
