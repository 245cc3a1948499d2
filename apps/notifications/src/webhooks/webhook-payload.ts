import type { EventEnvelope, EventPayload, WebhookEventType } from '@bv/contracts';

/**
 * What a webhook carries (docs/product-rules.md, "Webhooks"): the Standard Webhooks shape
 * `{ type, timestamp, data }`. Only what the founder's own tools need; never the platform's ids
 * of people other than the founder, never secrets.
 */
export type WebhookMessage = { type: string; timestamp: string; data: Record<string, unknown> };
export type WebhookOccurrence = { eventId: string; type: WebhookEventType; userId: string; message: WebhookMessage };

/** A founder's own assessment finished (anonymous Lite results belong to no founder). */
export function fromAssessmentCompleted(event: EventEnvelope<EventPayload<'assessment.completed'>>): WebhookOccurrence[] {
  const p = event.payload;
  if (!p.userId) return [];
  return [
    {
      eventId: event.id,
      type: 'assessment.completed',
      userId: p.userId,
      message: {
        type: 'assessment.completed',
        timestamp: event.occurredAt,
        data: { assessmentId: p.assessmentId, kind: p.kind, toolType: p.toolType, score: p.score, maxScore: p.maxScore, scoreLabel: p.scoreLabel, tier: p.tier },
      },
    },
  ];
}

/**
 * A visitor opened or downloaded from one of the founder's share links. A download that started
 * a view is both a view and a download; each webhook has its own message id, derived from the
 * event's so a redelivered event gives the same ids.
 */
export function fromShareViewed(event: EventEnvelope<EventPayload<'share.viewed'>>, idFor: (key: string) => string): WebhookOccurrence[] {
  const p = event.payload;
  const shared = {
    shareId: p.shareId,
    outputId: p.outputId,
    title: p.title ?? null,
    viewedAt: p.viewedAt,
    viewCount: p.viewCount,
    viewerEmail: p.viewerEmail ?? null,
  };
  const out: WebhookOccurrence[] = [];
  if (!p.download || p.download.startedView) {
    out.push({ eventId: idFor(`${event.id}:document.viewed`), type: 'document.viewed', userId: p.ownerId, message: { type: 'document.viewed', timestamp: event.occurredAt, data: shared } });
  }
  if (p.download) {
    out.push({
      eventId: idFor(`${event.id}:document.downloaded`),
      type: 'document.downloaded',
      userId: p.ownerId,
      message: { type: 'document.downloaded', timestamp: event.occurredAt, data: { ...shared, file: p.download.file, version: p.download.version } },
    });
  }
  return out;
}

/** A visitor opened a deal room through one of the founder's room links (a new visit). */
export function fromRoomViewed(event: EventEnvelope<EventPayload<'room.viewed'>>): WebhookOccurrence[] {
  const p = event.payload;
  return [
    {
      eventId: event.id,
      type: 'room.viewed',
      userId: p.ownerId,
      message: { type: 'room.viewed', timestamp: event.occurredAt, data: { roomId: p.roomId, linkId: p.linkId, viewedAt: p.viewedAt, viewCount: p.viewCount, viewerEmail: p.viewerEmail ?? null } },
    },
  ];
}

/** A visitor opened a room document (a new view of it) or downloaded its original: document.viewed or document.downloaded. */
export function fromRoomDocumentViewed(event: EventEnvelope<EventPayload<'document.viewed'>>): WebhookOccurrence[] {
  const p = event.payload;
  const type = p.download ? 'document.downloaded' : 'document.viewed';
  const data = {
    roomId: p.roomId,
    linkId: p.linkId,
    documentId: p.documentId,
    title: p.documentName ?? null,
    version: p.documentVersion ?? null,
    viewedAt: p.viewedAt,
    viewerEmail: p.viewerEmail ?? null,
  };
  return [{ eventId: event.id, type, userId: p.ownerId, message: { type, timestamp: event.occurredAt, data } }];
}

/** A visitor asked a question through one of the founder's room links; the founder's own tools get who asked and what. */
export function fromQuestionAsked(event: EventEnvelope<EventPayload<'room.question_asked'>>): WebhookOccurrence[] {
  const p = event.payload;
  return [
    {
      eventId: event.id,
      type: 'question.asked',
      userId: p.ownerId,
      message: {
        type: 'question.asked',
        timestamp: event.occurredAt,
        data: {
          questionId: p.questionId,
          roomId: p.roomId,
          roomName: p.roomName,
          linkTitle: p.linkTitle,
          documentId: p.documentId,
          documentName: p.documentName,
          page: p.page,
          text: p.text,
          askerName: p.askerName,
          askerEmail: p.askerEmail,
          askerVerified: p.askerVerified,
          askedAt: p.askedAt,
        },
      },
    },
  ];
}

type FollowUps = NonNullable<EventPayload<'share.viewed'>['followUps']>;

/** A visitor who turned hot: told once per visitor per link (`onceKey`), through webhook_once. */
export type OnceOccurrence = WebhookOccurrence & { onceKey: string };

/**
 * visitor.hot (docs/product-rules.md, "Webhooks"): each hot visitor of the event's list, keyed by
 * the link and the visitor's name (their address, else "Visitor N"), as the hot alert mail is.
 */
export function visitorsHot(
  event: EventEnvelope<EventPayload<'share.viewed'> | EventPayload<'document.viewed'>>,
  where: { shareId: string } | { roomId: string; linkId: string },
  followUps: FollowUps | undefined,
  idFor: (key: string) => string,
): OnceOccurrence[] {
  return (followUps ?? [])
    .filter((f) => f.level === 'hot')
    .map((f) => {
      const link = 'shareId' in where ? { shareId: where.shareId, roomId: null, linkId: null } : { shareId: null, roomId: where.roomId, linkId: f.linkId ?? where.linkId };
      const onceKey = `visitor.hot:${link.shareId ?? link.linkId}:${f.name.toLowerCase()}`;
      return {
        onceKey,
        eventId: idFor(onceKey),
        type: 'visitor.hot' as const,
        userId: event.payload.ownerId,
        message: {
          type: 'visitor.hot',
          timestamp: event.occurredAt,
          data: { ...link, visitorName: f.name, visitorEmail: f.email ?? null, verified: f.verified ?? false, level: f.level, reasons: f.reasons, occurredAt: event.occurredAt },
        },
      };
    });
}

/** Where a visitor gave an address: a share link's gate, a room link's gate (and its NDA), or a question. */
export type LeadSource = { via: 'share_link'; shareId: string } | { via: 'room_link' | 'question'; roomId: string; linkId: string };

/**
 * lead.created (docs/product-rules.md, "Webhooks"): a visitor gave the founder an address for the
 * first time on any of their links or rooms; once per founder per address (case ignored).
 */
export function leadCreated(
  event: EventEnvelope<unknown>,
  ownerId: string,
  lead: { email: string | null | undefined; name: string | null; verified: boolean },
  source: LeadSource,
  idFor: (key: string) => string,
): OnceOccurrence[] {
  if (!lead.email) return [];
  const onceKey = `lead.created:${lead.email.toLowerCase()}`;
  const where = source.via === 'share_link' ? { shareId: source.shareId, roomId: null, linkId: null } : { shareId: null, roomId: source.roomId, linkId: source.linkId };
  return [
    {
      onceKey,
      eventId: idFor(`${ownerId}:${onceKey}`),
      type: 'lead.created',
      userId: ownerId,
      message: {
        type: 'lead.created',
        timestamp: event.occurredAt,
        data: { email: lead.email, name: lead.name, verified: lead.verified, via: source.via, ...where, occurredAt: event.occurredAt },
      },
    },
  ];
}
