import type { EventPayload } from '@bv/contracts';
import { digestTemplateData, digestTemplateId, tallyEvent, type DigestTally } from './share-view-digest';

const event = (over: Partial<EventPayload<'share.viewed'>> = {}): EventPayload<'share.viewed'> => ({
  shareId: '7d3c0e4e-1111-4111-8111-111111111111',
  outputId: '7d3c0e4e-2222-4222-8222-222222222222',
  ownerId: '7d3c0e4e-3333-4333-8333-333333333333',
  viewedAt: '2026-11-24T02:02:00.000Z',
  viewCount: 1,
  notifyOwner: true,
  ...over,
});
const ctx = { name: 'Nurul', linkTitle: 'Kopi Cloud seed deck', sharesUrl: 'https://bv.example/pitchprep/outputs/1', analyticsUrl: 'https://bv.example/shares/9', everyMinutes: 60 };
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
      digestEvery: 'hour',
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
    expect(digestTemplateData(downloadsOnly, { ...ctx, everyMinutes: 120 }).digestEvery).toBe('2 hours');
    const acrossDays = tally(event(), event({ viewedAt: '2026-11-25T01:00:00.000Z' }));
    expect(digestTemplateData(acrossDays, ctx).activity).toBe('was opened twice between 24 November 2026 at 10:02 am and 25 November 2026 at 9:00 am (Singapore time)');
    const crowd = tally(...Array.from({ length: 12 }, (_, i) => event({ viewerEmail: `v${i}@fund.sg` })));
    expect(digestTemplateData(crowd, ctx).viewers).toBe(`Viewed by ${Array.from({ length: 10 }, (_, i) => `v${i}@fund.sg`).join(', ')} and 2 more addresses.`);
  });

  it('lists who to follow up with and why, hottest first, as rows of a template made for that many', () => {
    const followUps = [
      { name: 'raj@jungle.vc', level: 'hot' as const, reasons: ['Read Financials twice, 3 min in all', 'Downloaded the PDF'] },
      { name: 'Visitor 2', level: 'warm' as const, reasons: ['Read Team for 1 min'] },
    ];
    expect(digestTemplateId(undefined)).toBe('share_views_digest');
    expect(digestTemplateId([])).toBe('share_views_digest');
    expect(digestTemplateId(followUps)).toBe('share_views_digest_follow_ups_2');
    const data = digestTemplateData(tally(event({ followUps })), ctx, followUps);
    expect(data).toMatchObject({
      viewers: 'The link does not ask viewers for their e-mail address, so they are not named here.',
      follow1Name: 'raj@jungle.vc',
      follow1Reasons: 'Read Financials twice, 3 min in all; Downloaded the PDF.',
      follow1Level: 'Hot',
      follow2Name: 'Visitor 2',
      follow2Level: 'Warm',
      followUpsNote: 'Hottest first, as of the latest view or download.',
      analyticsUrl: ctx.analyticsUrl,
    });
    expect(data).not.toHaveProperty('follow3Name');
    // Past three, the rest are counted and the mail points to the link's page.
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `v${i}@fund.sg`, level: 'warm' as const, reasons: [] }));
    expect(digestTemplateId(five)).toBe('share_views_digest_follow_ups_3');
    expect(digestTemplateData(tally(event()), ctx, five)).toMatchObject({
      follow3Name: 'v2@fund.sg',
      follow3Reasons: 'Their reading adds up.',
      followUpsNote: '2 more visitors are worth a follow-up: the link’s page lists everyone, hottest first.',
    });
    expect(digestTemplateData(tally(event()), ctx, five)).not.toHaveProperty('follow4Name');
  });
});
