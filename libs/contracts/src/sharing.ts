import { z } from 'zod';
import { FONT_PAIR_IDS, SLIDE_KINDS } from '@bv/domain';
import { safeText } from './safe-text';
import { emailSchema, isoDateSchema } from './common';

/** 24 random bytes, base64url (32 characters); older or longer tokens are allowed up to 64. */
export const shareTokenSchema = safeText().regex(/^[A-Za-z0-9_-]{22,64}$/);
export const sharePasswordSchema = safeText().min(4, 'Use at least 4 characters').max(128);
/** The header a browser sends back after a correct password. */
export const SHARE_GRANT_HEADER = 'x-share-grant';

export const shareStateSchema = z.enum(['active', 'private', 'expired', 'view_limit_reached', 'revoked', 'output_deleted']);
export type ShareState = z.infer<typeof shareStateSchema>;

const title = safeText().trim().min(1, 'Title is required').max(200);
const description = safeText().trim().max(2_000);
const future = isoDateSchema.refine((v) => Date.parse(v) > Date.now(), 'The expiry must be in the future');
const maxViews = z.number().int().min(1).max(1_000_000);

/**
 * Who may pass a link's e-mail gate: a full address (`jane@fund.sg`) or a whole domain
 * (`@fund.sg`, or `fund.sg` which is read as the domain). Stored lower-case.
 */
export const shareViewerRuleSchema = safeText()
  .trim()
  .max(254)
  .transform((v) => v.toLowerCase())
  .transform((v) => (v.includes('@') ? v : `@${v}`))
  .refine((v) => /^([^\s@]+)?@[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(v), 'Use an e-mail address (jane@fund.sg) or a domain (@fund.sg)');
export const MAX_SHARE_VIEWER_RULES = 100;
const allowedViewers = z.array(shareViewerRuleSchema).max(MAX_SHARE_VIEWER_RULES, `At most ${MAX_SHARE_VIEWER_RULES} addresses or domains`);

/** Body of POST /api/v1/shares. */
export const createShareRequestSchema = z.object({
  outputId: z.uuid(),
  title,
  description: description.nullish(),
  password: sharePasswordSchema.nullish(),
  expiresAt: future.nullish(),
  maxViews: maxViews.nullish(),
  isPublic: z.boolean().default(true),
  notifyOnView: z.boolean().default(false),
  /** Visitors type their e-mail before viewing; with allowedViewers, only those addresses or domains get in. */
  requireEmail: z.boolean().default(false),
  allowedViewers: allowedViewers.default([]),
  /** Visitors may download a PDF (watermarked with their e-mail when the gate is on). */
  allowDownload: z.boolean().default(false),
});
export type CreateShareRequest = z.infer<typeof createShareRequestSchema>;

/** Body of PATCH /api/v1/shares/:id: absent keeps, null clears (password null removes the password). */
export const updateShareRequestSchema = z
  .object({
    title: title.optional(),
    description: description.nullable().optional(),
    password: sharePasswordSchema.nullable().optional(),
    expiresAt: future.nullable().optional(),
    maxViews: maxViews.nullable().optional(),
    isPublic: z.boolean().optional(),
    notifyOnView: z.boolean().optional(),
    requireEmail: z.boolean().optional(),
    allowedViewers: allowedViewers.optional(),
    allowDownload: z.boolean().optional(),
  })
  .strict();
export type UpdateShareRequest = z.infer<typeof updateShareRequestSchema>;

/** A share as its owner sees it. `token` is decrypted for "copy link"; the gateway adds `url`. */
export const shareViewSchema = z.object({
  id: z.uuid(),
  outputId: z.uuid(),
  outputType: safeText().nullable(),
  title: safeText(),
  description: safeText().nullable(),
  token: safeText(),
  requiresPassword: z.boolean(),
  expiresAt: isoDateSchema.nullable(),
  maxViews: z.number().int().nullable(),
  viewCount: z.number().int().nonnegative(),
  /** Views in the last seven days (rolling), for the dashboard. */
  viewsThisWeek: z.number().int().nonnegative(),
  lastViewedAt: isoDateSchema.nullable(),
  isPublic: z.boolean(),
  notifyOnView: z.boolean(),
  requireEmail: z.boolean(),
  allowedViewers: z.array(safeText()),
  allowDownload: z.boolean(),
  state: shareStateSchema,
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  revokedAt: isoDateSchema.nullable(),
});
export type ShareView = z.infer<typeof shareViewSchema>;
export const ownerShareSchema = shareViewSchema.extend({ url: safeText() });
export type OwnerShare = z.infer<typeof ownerShareSchema>;
/** GET /api/v1/shares. */
export const ownerShareListSchema = z.object({ shares: z.array(ownerShareSchema) });
export type OwnerShareList = z.infer<typeof ownerShareListSchema>;

export const shareListQuerySchema = z.object({ outputId: z.uuid().optional() });

export const shareViewsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const deviceClassSchema = z.enum(['desktop', 'mobile', 'tablet', 'bot', 'unknown']);
export type DeviceClass = z.infer<typeof deviceClassSchema>;
const viewEntrySchema = z.object({
  viewedAt: isoDateSchema,
  deviceClass: deviceClassSchema,
  country: safeText().nullable(),
  /** The address typed at the e-mail gate, when the link has one. */
  viewerEmail: safeText().nullable(),
  /** Time the page was open and in front (seconds), from the viewer's engagement reports. */
  seconds: z.number().int().nonnegative(),
  /** Reached the last slide or section. */
  completed: z.boolean(),
  /** Files downloaded in this view (a download is a view). */
  downloads: z.number().int().nonnegative(),
});
const downloadEntrySchema = z.object({
  downloadedAt: isoDateSchema,
  file: safeText(),
  version: z.number().int().positive(),
  viewerEmail: safeText().nullable(),
  deviceClass: deviceClassSchema,
});
const sectionStatsSchema = z.object({
  index: z.number().int().nonnegative(),
  title: safeText(),
  /** Average seconds per view that reported engagement. */
  averageSeconds: z.number().nonnegative(),
  /** Share of those views that reached this slide or section (0–1). */
  reached: z.number().min(0).max(1),
});
export const intentLevelSchema = z.enum(['hot', 'warm', 'cold']);
/** One visitor's intent (docs/product-rules.md, "Visitor intent"): named by their gate e-mail, else "Visitor N" as in the CSV. */
const visitorIntentStatsSchema = z.object({
  name: safeText(),
  email: safeText().nullable(),
  visits: z.number().int().positive(),
  /** Seconds on the slides or sections, all visits together. */
  seconds: z.number().int().nonnegative(),
  lastViewedAt: isoDateSchema,
  level: intentLevelSchema,
  score: z.number().int().min(0).max(100),
  /** Why, in words, strongest first ("Read Financials twice, 3 min in all"). */
  reasons: z.array(safeText()),
});
export type VisitorIntentStats = z.infer<typeof visitorIntentStatsSchema>;
const viewerStatsSchema = z.object({ email: safeText(), views: z.number().int().positive(), seconds: z.number().int().nonnegative(), lastViewedAt: isoDateSchema });

/**
 * GET /api/v1/shares/:id/views: views per Singapore calendar day (zero days included), the latest
 * 50, unique visitors (a reload within 30 minutes is the same view), time per slide or section,
 * completion, and who viewed when the e-mail gate is on.
 */
export const shareViewStatsSchema = z.object({
  shareId: z.uuid(),
  /** Views by people: visits by bots and link previews are in botViews, and in no other figure. */
  viewCount: z.number().int().nonnegative(),
  botViews: z.number().int().nonnegative(),
  uniqueVisitors: z.number().int().nonnegative(),
  lastViewedAt: isoDateSchema.nullable(),
  /** Mean time per view that reported engagement; null before any did. */
  averageSeconds: z.number().nonnegative().nullable(),
  /** Views that reached the last slide or section ÷ views that reported engagement; null before any did. */
  completionRate: z.number().min(0).max(1).nullable(),
  timeZone: z.literal('Asia/Singapore'),
  days: z.array(z.object({ date: z.iso.date(), views: z.number().int().nonnegative() })),
  sections: z.array(sectionStatsSchema),
  viewers: z.array(viewerStatsSchema),
  recent: z.array(viewEntrySchema),
  /** Every file downloaded through the link. */
  downloadCount: z.number().int().nonnegative(),
  /** The latest 50 downloads. */
  recentDownloads: z.array(downloadEntrySchema),
  /** Up to 50 visitors (bots never), hottest first. Absent from servers before it existed. */
  visitors: z.array(visitorIntentStatsSchema).default([]),
});
export type ShareViewStats = z.infer<typeof shareViewStatsSchema>;

/** What a viewer's request says about them: never the address. */
const viewerSchema = z.object({
  userAgent: safeText().max(512),
  /** ISO 3166-1 alpha-2 from the edge (CF-IPCountry), when known. */
  country: safeText().regex(/^[A-Z]{2}$/).nullable(),
});

/** The shared output as the public page shows it (the latest saved version). */
export const sharedContentSchema = z.object({
  /** The link's title (the owner's); outputTitle is the output's own ("Company — Pitch deck"). */
  title: safeText(),
  outputTitle: safeText(),
  description: safeText().nullable(),
  outputType: safeText(),
  content: z.unknown(),
  version: z.number().int().positive(),
  /** This view, for the engagement reports (POST …/engagement). */
  viewId: z.uuid(),
  /** The visitor may download a PDF (GET …/download.pdf). */
  allowDownload: z.boolean(),
});
export type SharedContent = z.infer<typeof sharedContentSchema>;

/**
 * Who shares the link, shown on the gate and the viewer: the company the output is about and the
 * owner's brand kit (null: the neutral look). The logo is at …/logo.png?v=<version>.
 */
export const sharedBySchema = z.object({
  company: safeText(),
  brand: z
    .object({
      primary: safeText(),
      accent: safeText(),
      fontPair: z.enum(FONT_PAIR_IDS),
      logo: z.object({ width: z.number().int(), height: z.number().int(), version: safeText() }).nullable(),
    })
    .nullable(),
});
export type SharedBy = z.infer<typeof sharedBySchema>;

/** GET /api/v1/shared/:token: `content` is null while a password is needed. */
export const sharedPageSchema = z.object({
  sharedBy: sharedBySchema,
  title: safeText(),
  description: safeText().nullable(),
  requiresPassword: z.boolean(),
  /** The visitor types their e-mail before viewing. */
  requiresEmail: z.boolean(),
  expiresAt: isoDateSchema.nullable(),
  content: sharedContentSchema.nullable(),
});
export type SharedPage = z.infer<typeof sharedPageSchema>;

/** A one-time code as typed: six digits (spaces and dashes a visitor may paste are dropped). */
export const viewerCodeSchema = safeText()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^\d{6}$/.test(v), 'Enter the 6-digit code from the e-mail');

/**
 * POST /api/v1/shared/:token/access: the password and/or, behind the e-mail gate, the address and
 * the one-time code sent to it (POST …/code).
 */
export const shareAccessRequestSchema = z.object({
  password: safeText().max(128).optional(),
  email: emailSchema.optional(),
  code: viewerCodeSchema.optional(),
});
/** POST /api/v1/shared/:token/code: send a one-time code to this address (and the password, when the link has one). */
export const shareCodeRequestSchema = z.object({
  email: emailSchema,
  password: safeText().max(128).optional(),
});
/**
 * Where the code went, until when it works (also as seconds from now, so a browser whose clock is
 * off still counts down right), and when another may be asked for.
 */
export const shareCodeSentSchema = z.object({
  sentTo: safeText(),
  expiresAt: isoDateSchema,
  expiresInSeconds: z.number().int().nonnegative(),
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type ShareCodeSent = z.infer<typeof shareCodeSentSchema>;
/**
 * POST /api/v1/shared/:token/engagement (a beacon, no grant): time spent per slide or section
 * since the last report, and how many there are. Each report adds; the service caps the total
 * at the time that really passed.
 */
export const shareEngagementRequestSchema = z.object({
  viewId: z.uuid(),
  sectionCount: z.number().int().min(1).max(500),
  sections: z
    .array(z.object({ index: z.number().int().min(0).max(499), ms: z.number().int().min(0).max(3_600_000) }))
    .max(500),
});
export type ShareEngagement = z.infer<typeof shareEngagementRequestSchema>;
export const SHARE_VISITOR_COOKIE = 'bv_visitor';
export const shareGrantSchema = z.object({ grant: safeText(), expiresAt: isoDateSchema });
export type ShareGrant = z.infer<typeof shareGrantSchema>;

export const adminShareSchema = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  /** Added by the gateway from identity (the admin list shows people, not ids); null for an account that is gone. */
  ownerEmail: safeText().nullable().optional(),
  outputId: z.uuid(),
  outputType: safeText().nullable(),
  title: safeText(),
  requiresPassword: z.boolean(),
  isPublic: z.boolean(),
  expiresAt: isoDateSchema.nullable(),
  maxViews: z.number().int().nullable(),
  viewCount: z.number().int().nonnegative(),
  lastViewedAt: isoDateSchema.nullable(),
  state: shareStateSchema,
  createdAt: isoDateSchema,
  revokedAt: isoDateSchema.nullable(),
});
export type AdminShare = z.infer<typeof adminShareSchema>;

export const adminSharesQuerySchema = z.object({
  state: shareStateSchema.optional(),
  ownerId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});
export const adminSharesListSchema = z.object({ shares: z.array(adminShareSchema), total: z.number().int().nonnegative() });

/**
 * How long the viewers of an owner's shared decks stayed on each kind of slide over the last
 * `days`, bots and link previews left out as on the analytics page (docs/product-rules.md,
 * "Questions a buyer will ask"). Kinds nobody looked at are absent.
 */
export const slideAttentionSchema = z.object({
  days: z.number().int().positive(),
  kinds: z.array(z.object({ kind: z.enum(SLIDE_KINDS), seconds: z.number().int().nonnegative(), visitors: z.number().int().nonnegative() })),
});
export type SlideAttentionView = z.infer<typeof slideAttentionSchema>;

const owner = { userId: z.uuid() };
const ownShare = { ...owner, shareId: z.uuid() };
/** visitorId: the browser's random first-party id (a cookie), so a reload is not a second visitor. */
/** peek: HEAD, a prefetch or a known bot (the gateway decides): never a view, never a render. */
const publicShare = { token: safeText().max(200), grant: safeText().max(2_000).nullable(), viewer: viewerSchema, visitorId: z.uuid().nullable(), peek: z.boolean().optional() };
const sharedFileSchema = z.object({ filename: safeText(), contentType: safeText(), base64: z.string() });

export const sharingRpcSchemas = {
  'sharing.shares.create': { service: 'sharing', request: z.object({ ...owner, share: createShareRequestSchema }), response: shareViewSchema },
  'sharing.shares.list': { service: 'sharing', request: z.object({ ...owner, ...shareListQuerySchema.shape }), response: z.object({ shares: z.array(shareViewSchema) }) },
  'sharing.shares.update': { service: 'sharing', request: z.object({ ...ownShare, changes: updateShareRequestSchema }), response: shareViewSchema },
  'sharing.shares.revoke': { service: 'sharing', request: z.object(ownShare), response: shareViewSchema },
  'sharing.shares.views': { service: 'sharing', request: z.object({ ...ownShare, ...shareViewsQuerySchema.shape }), response: shareViewStatsSchema },
  'sharing.shares.viewsCsv': { service: 'sharing', request: z.object(ownShare), response: z.object({ filename: safeText(), csv: safeText() }) },
  // Assessments ranks a founder's buyer questions by what their decks' viewers lingered on.
  'sharing.views.slideAttention': { service: 'sharing', request: z.object({ ...owner, days: z.number().int().min(1).max(365) }), response: slideAttentionSchema },
  // Public: anyone with the token. `client` is the caller's address, used only (keyed-hashed) for the password limit.
  'sharing.public.open': { service: 'sharing', request: z.object(publicShare), response: sharedPageSchema },
  'sharing.public.access': {
    service: 'sharing',
    request: z.object({
      token: safeText().max(200),
      password: safeText().max(128),
      email: emailSchema.nullable(),
      code: z.string().regex(/^\d{6}$/).nullable().optional(),
      client: safeText().min(1).max(100),
    }),
    response: shareGrantSchema,
  },
  'sharing.public.sendCode': {
    service: 'sharing',
    request: z.object({ token: safeText().max(200), password: safeText().max(128), email: emailSchema, client: safeText().min(1).max(100) }),
    response: shareCodeSentSchema,
  },
  'sharing.public.content': { service: 'sharing', request: z.object(publicShare), response: sharedContentSchema },
  'sharing.public.engagement': {
    service: 'sharing',
    request: z.object({ token: safeText().max(200), visitorId: z.uuid().nullable(), engagement: shareEngagementRequestSchema }),
    response: z.object({ recorded: z.boolean() }),
  },
  // Who shares a usable link and their brand kit, for its stylesheet (no view is counted).
  'sharing.public.sharedBy': { service: 'sharing', request: z.object({ token: safeText().max(200) }), response: sharedBySchema },
  // The owner's logo (PNG), for the gate and the viewer of a usable link.
  'sharing.public.logo': { service: 'sharing', request: z.object({ token: safeText().max(200) }), response: z.object({ base64: z.string() }) },
  // `client` (keyed-hashed, never stored) for the per-client download limit.
  'sharing.public.download': { service: 'sharing', request: z.object({ ...publicShare, client: safeText().min(1).max(100) }), response: sharedFileSchema },
  // Admin: the gateway checked the admin role and passes who acted.
  'sharing.admin.list': { service: 'sharing', request: adminSharesQuerySchema, response: adminSharesListSchema },
  'sharing.admin.revoke': { service: 'sharing', request: z.object({ actorId: z.uuid(), shareId: z.uuid() }), response: adminShareSchema },
} as const;
