import { viewsCsv } from './share-views.service';

describe('viewsCsv', () => {
  it('writes a header and one line per view, empty country when unknown', () => {
    const csv = viewsCsv([
      { viewedAt: new Date('2025-07-01T02:03:04.000Z'), deviceClass: 'mobile', country: 'SG' },
      { viewedAt: new Date('2025-07-02T10:00:00.000Z'), deviceClass: 'desktop', country: null },
    ]);
    expect(csv).toBe('viewed_at,device_class,country\r\n2025-07-01T02:03:04.000Z,mobile,SG\r\n2025-07-02T10:00:00.000Z,desktop,\r\n');
  });
});
