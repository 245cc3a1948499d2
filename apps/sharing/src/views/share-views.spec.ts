import { csvField, viewsCsv } from './views-csv';

const view = {
  viewedAt: new Date('2025-07-01T02:03:04.000Z'),
  deviceClass: 'mobile' as const,
  country: 'SG',
  visitorId: 'a0000000-0000-4000-8000-000000000001',
  viewerEmail: null,
  engagedMs: 61_400,
  sectionCount: 12,
  furthestSection: 11,
  downloads: [],
};

describe('viewsCsv', () => {
  it('writes a header and one line per view: visitor labels, seconds, how far, completion, the files downloaded', () => {
    const csv = viewsCsv([
      view,
      { ...view, viewedAt: new Date('2025-07-02T10:00:00.000Z'), deviceClass: 'desktop', country: null, visitorId: 'a0000000-0000-4000-8000-000000000002', viewerEmail: 'mei@fund.sg', engagedMs: 0, sectionCount: null, furthestSection: null },
      { ...view, viewedAt: new Date('2025-07-03T10:00:00.000Z'), furthestSection: 3, downloads: [{ file: 'kopi-deck.pdf', version: 2 }, { file: 'kopi-deck.pdf', version: 3 }] },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'viewed_at,visitor,viewer_email,device_class,country,seconds,furthest_section,sections,completed,downloads,downloaded_files',
      '"2025-07-01T02:03:04.000Z","visitor 1",,"mobile","SG","61","12","12","yes","0",',
      '"2025-07-02T10:00:00.000Z","visitor 2","mei@fund.sg","desktop",,"0",,,"no","0",',
      '"2025-07-03T10:00:00.000Z","visitor 1",,"mobile","SG","61","4","12","no","2","kopi-deck.pdf (version 2); kopi-deck.pdf (version 3)"',
      '',
    ]);
    expect(csv).not.toContain(view.visitorId);
  });

  it('cannot be made to run a formula or break a field', () => {
    for (const evil of ['=HYPERLINK("http://x")', '+1+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvField(evil)).toMatch(/^"'/);
    expect(csvField('a"b,c')).toBe('"a""b,c"');
    expect(csvField(-3)).toBe('"-3"');
    expect(csvField(null)).toBe('');
  });
});
