import { acceptancesCsv } from './room-link-acceptances';

describe('the agreement acceptances CSV', () => {
  it('writes one quoted line per acceptance and makes a leading formula character text', () => {
    const csv = acceptancesCsv([
      { id: 'a', name: '=HYPERLINK("http://x")', email: '+mei@fund.sg', version: 1, ip_address: '203.0.113.7', accepted_at: new Date('2026-11-29T02:00:00Z') },
      { id: 'b', name: 'Wei Ling Tan', email: null, version: 2, ip_address: null, accepted_at: new Date('2026-11-29T03:00:00Z') },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'accepted_at,name,email,agreement_version,ip_address',
      '"2026-11-29T02:00:00.000Z","\'=HYPERLINK(""http://x"")","\'+mei@fund.sg","1","203.0.113.7"',
      '"2026-11-29T03:00:00.000Z","Wei Ling Tan",,"2",',
      '',
    ]);
  });
});
