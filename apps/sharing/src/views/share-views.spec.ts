import { roomViewsCsv } from '../room-analytics/room-analytics';
import { csvField, VIEWS_CSV_HEADER, viewsCsv } from './views-csv';

const view = {
  id: 'b0000000-0000-4000-8000-000000000001',
  outputVersion: 2,
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
  const link = { title: 'Kopi Cloud seed deck', document: '=Kopi Cloud deck' };
  it('writes the room CSV’s columns, then the share’s own: visitor labels, verified or not, version, duration, completion, download times', () => {
    const csv = viewsCsv(
      [
        view,
        {
          ...view,
          id: 'b0000000-0000-4000-8000-000000000002',
          viewedAt: new Date('2025-07-02T10:00:00.000Z'),
          deviceClass: 'desktop',
          country: null,
          visitorId: null,
          viewerEmail: 'mei@fund.sg',
          engagedMs: 0,
          sectionCount: null,
          furthestSection: null,
          outputVersion: null,
        },
        {
          ...view,
          id: 'b0000000-0000-4000-8000-000000000003',
          viewedAt: new Date('2025-07-03T10:00:00.000Z'),
          furthestSection: 3,
          downloads: [
            { file: 'kopi-deck.pdf', version: 2, at: new Date('2025-07-03T10:01:00.000Z') },
            { file: 'kopi-deck.pdf', version: 3, at: new Date('2025-07-03T10:05:00.000Z') },
          ],
        },
      ],
      link,
    );
    expect(csv.split('\r\n')).toEqual([
      'viewed_at,name,email,verified,link,document,version,duration_seconds,furthest_page,pages,completion,downloaded_at,device_class,country,downloads,downloaded_files',
      `"2025-07-01T02:03:04.000Z","Visitor 1",,"no","Kopi Cloud seed deck","'=Kopi Cloud deck","2","61","12","12","100%",,"mobile","SG","0",`,
      `"2025-07-02T10:00:00.000Z","Visitor 2","mei@fund.sg","yes","Kopi Cloud seed deck","'=Kopi Cloud deck",,"0",,,,,"desktop",,"0",`,
      `"2025-07-03T10:00:00.000Z","Visitor 1",,"no","Kopi Cloud seed deck","'=Kopi Cloud deck","2","61","4","12","33%","2025-07-03T10:01:00.000Z; 2025-07-03T10:05:00.000Z","mobile","SG","2","kopi-deck.pdf (version 2); kopi-deck.pdf (version 3)"`,
      '',
    ]);
    expect(csv).not.toContain(view.visitorId);
  });

  it('has every column of a room’s CSV, in the same order', () => {
    expect(viewsCsv([], link).split('\r\n')[0]).toBe(`${VIEWS_CSV_HEADER.join(',')},downloads,downloaded_files`);
    expect(VIEWS_CSV_HEADER.join(',')).toBe(roomViewsCsv([]).split('\r\n')[0]);
  });

  it('cannot be made to run a formula or break a field', () => {
    for (const evil of ['=HYPERLINK("http://x")', '+1+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvField(evil)).toMatch(/^"'/);
    expect(csvField('a"b,c')).toBe('"a""b,c"');
    expect(csvField(-3)).toBe('"-3"');
    expect(csvField(null)).toBe('');
  });
});
