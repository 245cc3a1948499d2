import { formatSgd, receiptReference } from './site-links';

describe('what mail shows of money and payments', () => {
  it('names a payment by a short receipt reference, not its UUID', () => {
    expect(receiptReference('39d14312-c258-4b1e-9a57-0b5c2f1e8a11')).toBe('BV-39D14312');
  });

  it('shows whole dollars without cents and other amounts with two decimals', () => {
    expect([formatSgd(19_800), formatSgd(1_960)]).toEqual(['S$198', 'S$19.60']);
  });
});
