import type { EventPayload } from '@bv/contracts';
import { digestTemplateData, followUpsLine, tallyEvent, type DigestTally } from './share-view-digest';

const event = (over: Partial<EventPayload<'share.viewed'>> = {}): EventPayload<'share.viewed'> => ({
  shareId: '7d3c0e4e-1111-4111-8111-111111111111',
  outputId: '7d3c0e4e-2222-4222-8222-222222222222',
  ownerId: '7d3c0e4e-3333-4333-8333-333333333333',
  viewedAt: '2026-11-24T02:02:00.000Z',
  viewCount: 1,
  notifyOwner: true,
  ...over,
});
const ctx = { name: 'Nurul', linkTitle: 'Kopi Cloud seed deck', sharesUrl: 'https://bv.example/pitchprep/outputs/1', everyMinutes: 60 };
const tally = (...events: EventPayload<'share.viewed'>[]) => events.reduce<DigestTally | null>((t, e) => tallyEvent(t, e), null)!;

describe('the share-view digest', () => {
  it('counts views, downloads and who, and says when', () => {
    const t = tally(
      event(),
      event({ viewedAt: '2026-11-24T02:10:00.000Z', viewCount: 2, viewerEmail: 'raj@jungle.vc' }),
      event({ viewedAt: '2026-11-24T02:20:00.000Z', viewCount: 2, viewerEmail: 'raj@jungle.vc', download: { file: 'deck.pdf', version: 3, startedView: false } }),
      event({ viewedAt: '2026-11-24T02:41:00.000Z', viewCount: 3, download: { file: 'deck.pdf', version: 3, startedView: true } }),
    );
    expect(t).toMatchObject({ views: 3, downloads: 2, anonymousViews: 2, viewerEmails: ['raj@jungle.vc'], viewCount: 3 });
    expect(digestTemplateData(t, ctx)).toEqual({
      name: 'Nurul',
      linkTitle: 'Kopi Cloud seed deck',
      activity: 'was opened 3 times and its PDF downloaded twice on 24 November 2026 between 10:02 am and 10:41 am (Singapore time)',
      viewers: 'Viewed by raj@jungle.vc and 2 visitors who gave no e-mail address.',
      digestViews: 3,
      digestDownloads: 2,
      viewCount: 3,
      digestEvery: '1 hour',
      sharesUrl: ctx.sharesUrl,
    });
  });

  it('reads well for one view, for downloads alone, across days and with many addresses', () => {
    expect(digestTemplateData(tally(event()), ctx)).toMatchObject({
      activity: 'was opened once on 24 November 2026 at 10:02 am (Singapore time)',
      viewers: 'The link does not ask viewers for their e-mail address, so they are not named here.',
    });
    const downloadsOnly = tally(event({ download: { file: 'd.pdf', version: 1, startedView: false }, viewerEmail: 'mei@fund.sg' }));
    expect(digestTemplateData(downloadsOnly, { ...ctx, everyMinutes: 15 })).toMatchObject({ activity: expect.stringMatching(/^had its PDF downloaded once on /), digestEvery: '15 minutes' });
    const acrossDays = tally(event(), event({ viewedAt: '2026-11-25T01:00:00.000Z' }));
    expect(digestTemplateData(acrossDays, ctx).activity).toBe('was opened twice between 24 November 2026 at 10:02 am and 25 November 2026 at 9:00 am (Singapore time)');
    const crowd = tally(...Array.from({ length: 12 }, (_, i) => event({ viewerEmail: `v${i}@fund.sg` })));
    expect(digestTemplateData(crowd, ctx).viewers).toBe(`Viewed by ${Array.from({ length: 10 }, (_, i) => `v${i}@fund.sg`).join(', ')} and 2 more addresses.`);
  });

  it('says who to follow up with and why, hottest first, from the latest event', () => {
    const followUps = [
      { name: 'raj@jungle.vc', level: 'hot' as const, reasons: ['Read Financials twice, 3 min in all', 'Downloaded the PDF'] },
      { name: 'Visitor 2', level: 'warm' as const, reasons: ['Read Team for 1 min'] },
    ];
    expect(followUpsLine([])).toBe('');
    expect(followUpsLine(followUps)).toBe('Who to follow up with, hottest first. raj@jungle.vc (hot): Read Financials twice, 3 min in all; Downloaded the PDF. Visitor 2 (warm): Read Team for 1 min.');
    expect(digestTemplateData(tally(event({ followUps })), ctx, followUps).viewers).toMatch(/^The link does not ask .* here\. Who to follow up with, hottest first\. raj@jungle.vc \(hot\)/);
  });
});
