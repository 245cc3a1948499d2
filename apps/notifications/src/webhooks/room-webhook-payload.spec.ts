import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { fromRoomDocumentViewed, fromRoomViewed } from './webhook-payload';

const envelope = <T>(payload: T): EventEnvelope<T> =>
  ({ id: '11111111-1111-4111-8111-111111111111', correlationId: 'c', causationId: null, occurredAt: '2026-11-20T02:00:00.000Z', producer: 'sharing', type: 'x', version: 1, payload }) as unknown as EventEnvelope<T>;

const opened: EventPayload<'document.viewed'> = {
  linkId: '22222222-2222-4222-8222-222222222222',
  roomId: '33333333-3333-4333-8333-333333333333',
  documentId: '44444444-4444-4444-8444-444444444444',
  ownerId: '55555555-5555-4555-8555-555555555555',
  download: false,
  viewedAt: '2026-11-20T02:00:00.000Z',
  viewerEmail: 'wei@tan.sg',
  documentName: 'Deck.pdf',
  documentVersion: 2,
};

describe('room webhooks (docs/product-rules.md, "Webhooks")', () => {
  it('a room document opened is document.viewed for the room owner, with the document and its version', () => {
    expect(fromRoomDocumentViewed(envelope(opened))).toEqual([
      {
        eventId: '11111111-1111-4111-8111-111111111111',
        type: 'document.viewed',
        userId: opened.ownerId,
        message: {
          type: 'document.viewed',
          timestamp: '2026-11-20T02:00:00.000Z',
          data: { roomId: opened.roomId, linkId: opened.linkId, documentId: opened.documentId, title: 'Deck.pdf', version: 2, viewedAt: opened.viewedAt, viewerEmail: 'wei@tan.sg' },
        },
      },
    ]);
  });

  it('a download is document.downloaded; an event from before names and versions has nulls', () => {
    const { documentName: _n, documentVersion: _v, viewerEmail: _e, ...older } = opened;
    const [download] = fromRoomDocumentViewed(envelope({ ...older, download: true }));
    expect(download.type).toBe('document.downloaded');
    expect(download.message.data).toMatchObject({ title: null, version: null, viewerEmail: null });
  });

  it('a room visit is room.viewed', () => {
    const [visit] = fromRoomViewed(envelope({ linkId: opened.linkId, roomId: opened.roomId, ownerId: opened.ownerId, viewCount: 3, viewedAt: opened.viewedAt, viewerEmail: null }));
    expect(visit).toMatchObject({ type: 'room.viewed', userId: opened.ownerId, message: { type: 'room.viewed', data: { roomId: opened.roomId, linkId: opened.linkId, viewCount: 3, viewerEmail: null } } });
  });
});
