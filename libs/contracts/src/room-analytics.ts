import { z } from 'zod';
import { isoDateSchema } from './common';
import { safeText } from './safe-text';
import { deviceClassSchema, intentLevelSchema } from './sharing';

/**
 * Deal-room analytics (docs/product-rules.md, "Deal rooms": room analytics): what the room links'
 * visitors read, per visitor, per document and per page, for the founder who owns the room.
 */

/** Longest time one report may claim for one page; the service also caps a report at the time that really passed. */
export const MAX_ROOM_PAGE_REPORT_MS = 600_000;
/** Most pages one report may name (a room converts documents of at most this many pages). */
export const MAX_ROOM_REPORT_PAGES = 500;

/**
 * POST /api/v1/shared/{token}/room/engagement (a beacon, no grant): time on each page of one
 * document since the last report. Only the browser that opened the document (its visitor cookie)
 * may report on its live view of it.
 */
export const roomEngagementRequestSchema = z.object({
  documentId: z.uuid(),
  pages: z
    .array(z.object({ page: z.number().int().min(1).max(MAX_ROOM_REPORT_PAGES), ms: z.number().int().min(0).max(MAX_ROOM_PAGE_REPORT_MS) }))
    .min(1)
    .max(MAX_ROOM_REPORT_PAGES),
});
export type RoomEngagement = z.infer<typeof roomEngagementRequestSchema>;

/** One document as one visitor read it, all their views of it together. */
export const roomVisitorReadSchema = z.object({
  documentId: z.uuid(),
  name: safeText(),
  pageCount: z.number().int().nonnegative().nullable(),
  /** The furthest page they reached in any view; null before any page was reported. */
  furthestPage: z.number().int().positive().nullable(),
  /** furthestPage ÷ pageCount (at most 1); null when either is unknown. */
  completion: z.number().min(0).max(1).nullable(),
  seconds: z.number().int().nonnegative(),
  downloads: z.number().int().nonnegative(),
  /** Every page of the document with their time on it, page 1 first. */
  pages: z.array(z.object({ page: z.number().int().positive(), seconds: z.number().int().nonnegative() })),
});
export type RoomVisitorRead = z.infer<typeof roomVisitorReadSchema>;

export const roomAnalyticsVisitorSchema = z.object({
  /** A stable label within the room ("Visitor 3") for a visitor who gave no name or address. */
  label: safeText(),
  name: safeText().nullable(),
  email: safeText().nullable(),
  /** The address was verified by a one-time code at the link's gate. */
  verified: z.boolean(),
  link: safeText(),
  visits: z.number().int().nonnegative(),
  documents: z.number().int().nonnegative(),
  seconds: z.number().int().nonnegative(),
  downloads: z.number().int().nonnegative(),
  deviceClass: deviceClassSchema,
  country: safeText().nullable(),
  lastViewedAt: isoDateSchema,
  /** Questions asked through the room's links from this visitor's browser or verified address. */
  questions: z.number().int().nonnegative(),
  /** Intent (docs/product-rules.md, "Visitor intent": deal rooms); visitors come hottest first. */
  level: intentLevelSchema,
  score: z.number().int().min(0).max(100),
  /** Why, in words, strongest first ("Read Management accounts.pdf twice, 6 min in all"). */
  reasons: z.array(safeText()),
  /** Each document they opened, the one they spent longest on first. */
  reads: z.array(roomVisitorReadSchema),
});
export type RoomAnalyticsVisitor = z.infer<typeof roomAnalyticsVisitorSchema>;

export const roomAnalyticsDocumentSchema = z.object({
  documentId: z.uuid(),
  name: safeText(),
  pageCount: z.number().int().nonnegative().nullable(),
  views: z.number().int().nonnegative(),
  visitors: z.number().int().nonnegative(),
  seconds: z.number().int().nonnegative(),
  /** Mean over its visitors of the furthest page reached ÷ page count; null before any page was reported. */
  completion: z.number().min(0).max(1).nullable(),
  downloads: z.number().int().nonnegative(),
  /** Every page: the total time visitors spent on it and how many reached it. */
  pages: z.array(z.object({ page: z.number().int().positive(), seconds: z.number().int().nonnegative(), visitors: z.number().int().nonnegative() })),
});
export type RoomAnalyticsDocument = z.infer<typeof roomAnalyticsDocumentSchema>;

/** GET /api/v1/rooms/{id}/analytics. */
export const roomAnalyticsSchema = z.object({
  roomId: z.uuid(),
  timeZone: safeText(),
  totals: z.object({
    visitors: z.number().int().nonnegative(),
    documentViews: z.number().int().nonnegative(),
    seconds: z.number().int().nonnegative(),
    downloads: z.number().int().nonnegative(),
  }),
  /** Document views per calendar day (the time zone above), oldest first. */
  days: z.array(z.object({ date: safeText(), views: z.number().int().nonnegative() })),
  visitors: z.array(roomAnalyticsVisitorSchema),
  documents: z.array(roomAnalyticsDocumentSchema),
  lastViewedAt: isoDateSchema.nullable(),
});
export type RoomAnalytics = z.infer<typeof roomAnalyticsSchema>;

const ownRoom = { userId: z.uuid(), roomId: z.uuid() };

export const roomAnalyticsRpcSchemas = {
  'sharing.roomAnalytics.stats': { service: 'sharing', request: z.object({ ...ownRoom, days: z.number().int().min(1).max(365) }), response: roomAnalyticsSchema },
  'sharing.roomAnalytics.csv': { service: 'sharing', request: z.object(ownRoom), response: z.object({ filename: safeText(), csv: z.string() }) },
  'sharing.roomLinks.engagement': {
    service: 'sharing',
    request: z.object({ token: safeText().max(200), visitorId: z.uuid().nullable(), engagement: roomEngagementRequestSchema }),
    response: z.object({ recorded: z.boolean() }),
  },
} as const;
