import { gateStep, readerOf } from './room-link-gate';

const link = (over: Partial<{ requireEmail: boolean; allowedViewers: string[]; agreementVersion: number | null }> = {}) => ({
  id: 'link-1',
  requireEmail: false,
  allowedViewers: [] as string[],
  agreementVersion: null as number | null,
  ...over,
});
const claims = (over: Partial<{ shareId: string; email: string | null; agreed: number; name: string }> = {}) => ({ shareId: 'link-1', passwordVersion: 0, email: null as string | null, ...over });

// docs/product-rules.md, "Deal rooms": access rules.
describe('a room link’s gate steps', () => {
  it('opens a link without rules to anyone', () => {
    expect(gateStep(link(), null)).toBeNull();
  });

  it('asks for the verified e-mail first, then the current agreement version', () => {
    const gated = link({ requireEmail: true, agreementVersion: 2 });
    expect(gateStep(gated, null)).toBe('email');
    expect(gateStep(gated, claims({ email: 'mei@fund.sg' }))).toBe('agreement');
    expect(gateStep(gated, claims({ email: 'mei@fund.sg', agreed: 1 }))).toBe('agreement');
    expect(gateStep(gated, claims({ email: 'mei@fund.sg', agreed: 2 }))).toBeNull();
  });

  it('re-checks the allow list (it may have changed since the code) and ignores another link’s grant', () => {
    const listed = link({ requireEmail: true, allowedViewers: ['@tanholdings.com'] });
    expect(gateStep(listed, claims({ email: 'wei@tanholdings.com' }))).toBeNull();
    expect(gateStep(listed, claims({ email: 'mei@fund.sg' }))).toBe('email');
    expect(gateStep(listed, claims({ shareId: 'link-2', email: 'wei@tanholdings.com' }))).toBe('email');
    expect(gateStep(link({ agreementVersion: 1 }), claims({ shareId: 'link-2', agreed: 1 }))).toBe('agreement');
  });

  it('names the reader by the verified address and the name given with the agreement', () => {
    expect(readerOf(link({ requireEmail: true, agreementVersion: 1 }), claims({ email: 'mei@fund.sg', agreed: 1, name: 'Mei Tan' }))).toEqual({ email: 'mei@fund.sg', name: 'Mei Tan' });
    expect(readerOf(link({ agreementVersion: 1 }), claims({ agreed: 1, name: 'Mei Tan' }))).toEqual({ email: null, name: 'Mei Tan' });
  });
});
