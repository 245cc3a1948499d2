import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { leadCreated, visitorsHot } from './webhook-payload';

const envelope = <T>(payload: T): EventEnvelope<T> =>
  ({ id: '11111111-1111-4111-8111-111111111111', correlationId: 'c', causationId: null, occurredAt: '2026-11-20T02:00:00.000Z', producer: 'sharing', type: 'x', version: 1, payload }) as unknown as EventEnvelope<T>;
const idFor = (key: string) => `id(${key})`;
const owner = '55555555-5555-4555-8555-555555555555';
const opened: EventPayload<'document.viewed'> = {
  linkId: '22222222-2222-4222-8222-222222222222',
  roomId: '33333333-3333-4333-8333-333333333333',
  documentId: '44444444-4444-4444-8444-444444444444',
  ownerId: owner,
  download: false,
  viewedAt: '2026-11-20T02:00:00.000Z',
  followUps: [
    { name: 'wei@tan.sg', level: 'hot', reasons: ['Read Model.xlsx for 4 min'], email: 'wei@tan.sg', verified: true, linkId: '66666666-6666-4666-8666-666666666666', linkTitle: 'Buyer A' },
    { name: 'Visitor 2', level: 'warm', reasons: ['Came back once'], email: null, verified: false },
  ],
};

describe('visitor.hot and lead.created (docs/product-rules.md, "Webhooks")', () => {
  it('tells of each hot visitor of a room, keyed by the link they read through and their name; warm ones are not sent', () => {
    const [hot, ...rest] = visitorsHot(envelope(opened), { roomId: opened.roomId, linkId: opened.linkId }, opened.followUps, idFor);
    expect(rest).toEqual([]);
    expect(hot).toEqual({
      onceKey: 'visitor.hot:66666666-6666-4666-8666-666666666666:wei@tan.sg',
      eventId: 'id(visitor.hot:66666666-6666-4666-8666-666666666666:wei@tan.sg)',
      type: 'visitor.hot',
      userId: owner,
      message: {
        type: 'visitor.hot',
        timestamp: '2026-11-20T02:00:00.000Z',
        data: {
          shareId: null,
          roomId: opened.roomId,
          linkId: '66666666-6666-4666-8666-666666666666',
          visitorName: 'wei@tan.sg',
          visitorEmail: 'wei@tan.sg',
          verified: true,
          level: 'hot',
          reasons: ['Read Model.xlsx for 4 min'],
          occurredAt: '2026-11-20T02:00:00.000Z',
        },
      },
    });
  });

  it('names a share link’s hot visitor with the link', () => {
    const [hot] = visitorsHot(envelope({ ...opened, shareId: 's' } as never), { shareId: '77777777-7777-4777-8777-777777777777' }, [{ name: 'Visitor 1', level: 'hot', reasons: [] }], idFor);
    expect(hot.onceKey).toBe('visitor.hot:77777777-7777-4777-8777-777777777777:visitor 1');
    expect(hot.message.data).toMatchObject({ shareId: '77777777-7777-4777-8777-777777777777', roomId: null, linkId: null, visitorEmail: null, verified: false });
  });

  it('makes a lead of an address once per founder, whatever its case, and nothing without one', () => {
    const asked = leadCreated(envelope({}), owner, { email: 'Mei@Fund.sg', name: 'Mei', verified: false }, { via: 'question', roomId: opened.roomId, linkId: opened.linkId }, idFor);
    expect(asked).toEqual([
      {
        onceKey: 'lead.created:mei@fund.sg',
        eventId: `id(${owner}:lead.created:mei@fund.sg)`,
        type: 'lead.created',
        userId: owner,
        message: {
          type: 'lead.created',
          timestamp: '2026-11-20T02:00:00.000Z',
          data: { email: 'Mei@Fund.sg', name: 'Mei', verified: false, via: 'question', shareId: null, roomId: opened.roomId, linkId: opened.linkId, occurredAt: '2026-11-20T02:00:00.000Z' },
        },
      },
    ]);
    expect(leadCreated(envelope({}), owner, { email: 'mei@fund.sg', name: null, verified: true }, { via: 'share_link', shareId: 's' }, idFor)[0].onceKey).toBe(asked[0].onceKey);
    expect(leadCreated(envelope({}), owner, { email: null, name: 'Anon', verified: false }, { via: 'share_link', shareId: 's' }, idFor)).toEqual([]);
  });
});
