import { z } from 'zod';
import { emailSchema, isoDateSchema } from './common';
import { safeText } from './safe-text';
import { roomDocumentStatusSchema, roomPurposeSchema } from './rooms';
import { MAX_SHARE_VIEWER_RULES, shareCodeRequestSchema, shareCodeSentSchema, shareGrantSchema, shareViewerRuleSchema, sharedBySchema, viewerCodeSchema } from './sharing';

/**
 * Links to a deal room (docs/product-rules.md, "Deal rooms": room links). The founder picks the
 * folders a link opens (null: all of them, later ones too) and the documents whose original may
 * be downloaded (every other document is view-only).
 */
export const roomLinkStateSchema = z.enum(['active', 'expired', 'revoked']);
export type RoomLinkState = z.infer<typeof roomLinkStateSchema>;

/** The longest agreement a founder may write (a one-page NDA is ~4,000 characters). */
export const MAX_ROOM_AGREEMENT_CHARS = 20_000;
const agreementText = safeText().trim().min(20, 'Write the agreement (at least 20 characters)').max(MAX_ROOM_AGREEMENT_CHARS, `Use at most ${MAX_ROOM_AGREEMENT_CHARS} characters`);
const allowedViewers = z.array(shareViewerRuleSchema).max(MAX_SHARE_VIEWER_RULES, `At most ${MAX_SHARE_VIEWER_RULES} addresses or domains`);

/**
 * What a room link asks before its index opens (docs/product-rules.md, "Deal rooms": access rules):
 * a verified e-mail (optionally only listed addresses or domains), a click-through agreement, and
 * whether pages and downloaded PDFs carry the reader's watermark.
 */
export const roomLinkAccessSchema = z.object({
  requireEmail: z.boolean().default(false),
  allowedViewers: allowedViewers.default([]),
  /** The agreement's text; null: none. Changing the text makes a new version that visitors accept again. */
  agreement: agreementText.nullable().default(null),
  watermark: z.boolean().default(false),
});
export type RoomLinkAccess = z.infer<typeof roomLinkAccessSchema>;

export const roomLinkSchema = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  title: safeText(),
  token: safeText(),
  folderIds: z.array(z.uuid()).nullable(),
  downloadableDocumentIds: z.array(z.uuid()),
  /** Folders whose every document (those added later too) may be downloaded: a group's per-folder permission. */
  downloadableFolderIds: z.array(z.uuid()),
  requireEmail: z.boolean(),
  allowedViewers: z.array(safeText()),
  agreement: z.object({ version: z.number().int().positive(), text: safeText() }).nullable(),
  watermark: z.boolean(),
  acceptanceCount: z.number().int().nonnegative(),
  expiresAt: isoDateSchema.nullable(),
  revokedAt: isoDateSchema.nullable(),
  state: roomLinkStateSchema,
  viewCount: z.number().int().nonnegative(),
  lastViewedAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
});
export type RoomLink = z.infer<typeof roomLinkSchema>;
/** What the gateway answers the owner: the link with its page's address. */
export const ownerRoomLinkSchema = roomLinkSchema.extend({ url: safeText() });
export type OwnerRoomLink = z.infer<typeof ownerRoomLinkSchema>;
export const ownerRoomLinkListSchema = z.object({ links: z.array(ownerRoomLinkSchema) });

/** Body of POST /api/v1/rooms/{id}/links. */
export const createRoomLinkRequestSchema = z.object({
  title: safeText().trim().min(1, 'Name the link (who it is for)').max(120, 'Use at most 120 characters'),
  folderIds: z.array(z.uuid()).min(1, 'Choose at least one folder').max(50).nullable().default(null),
  downloadableDocumentIds: z.array(z.uuid()).max(1_000).default([]),
  /** Folders the link opens whose documents may all be downloaded; the others are view-only (docs/product-rules.md, "Deal rooms": groups). */
  downloadableFolderIds: z.array(z.uuid()).max(50).default([]),
  /** Checked where the request arrives, as a share's expiry: a link that opens no day at all is a mistake. */
  expiresAt: isoDateSchema.refine((v) => Date.parse(v) > Date.now(), 'The last day must be today or later').nullable().default(null),
  ...roomLinkAccessSchema.shape,
});
export type CreateRoomLinkRequest = z.infer<typeof createRoomLinkRequestSchema>;

/** A document as a link's visitor sees it: never its storage keys, size or the founder's messages. */
export const linkedDocumentSchema = z.object({
  id: z.uuid(),
  name: safeText(),
  type: safeText(),
  /** 'output': a generated output (deck, FAQ, checklist) shown at its latest saved version, no page images; 'report': the founder's ExitCheck Pro report as page images. */
  source: z.enum(['upload', 'output', 'report']).optional(),
  status: roomDocumentStatusSchema,
  pageCount: z.number().int().nonnegative().nullable(),
  downloadable: z.boolean(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type LinkedDocument = z.infer<typeof linkedDocumentSchema>;

/**
 * What the link still asks of this visitor before the index opens: the code step (e-mail gate not
 * yet passed), then the agreement (its current version and text). `step` null: nothing left.
 */
export const roomLinkGateSchema = z.object({
  step: z.enum(['email', 'agreement']).nullable(),
  requiresEmail: z.boolean(),
  agreement: z.object({ version: z.number().int().positive(), text: safeText() }).nullable(),
  /** The address verified at the gate (shown on the agreement step and in the watermark). */
  verifiedEmail: safeText().nullable(),
});
export type RoomLinkGate = z.infer<typeof roomLinkGateSchema>;

/** GET /api/v1/shared/{token}/room: the room index as the link opens it; no folders while a gate step is left. */
export const roomLinkPageSchema = z.object({
  sharedBy: sharedBySchema,
  room: z.object({ name: safeText(), description: safeText(), purpose: roomPurposeSchema }),
  folders: z.array(z.object({ id: z.uuid(), name: safeText(), description: safeText(), documents: z.array(linkedDocumentSchema) })),
  expiresAt: isoDateSchema.nullable(),
  gate: roomLinkGateSchema,
  /** On a watermarked link: who reads (verified e-mail, else the name given at the agreement), for the overlay. */
  watermark: safeText().nullable(),
});
export type RoomLinkPage = z.infer<typeof roomLinkPageSchema>;

/** GET /api/v1/shared/{token}/room/documents/{id}: one document and its folder, for the viewer. */
export const roomLinkDocumentSchema = z.object({
  document: linkedDocumentSchema,
  folder: z.object({ id: z.uuid(), name: safeText() }),
  /** A generated output's latest saved version, for the share viewer's renderer (absent for uploads). */
  output: z.object({ outputType: safeText(), title: safeText(), version: z.number().int().positive(), content: z.unknown() }).nullable().optional(),
  /**
   * Each page image's pixels, in page order, so the viewer keeps the page's place before the image
   * arrives; null for an output, or a document converted before the sizes were recorded.
   */
  pageSizes: z.array(z.object({ width: z.number().int().positive(), height: z.number().int().positive() })).nullable().optional(),
});
export type RoomLinkDocument = z.infer<typeof roomLinkDocumentSchema>;

/** PUT /api/v1/rooms/{id}/links/{linkId}/access: the link's access rules, replaced as a whole. */
export const updateRoomLinkAccessRequestSchema = roomLinkAccessSchema;
export type UpdateRoomLinkAccessRequest = z.infer<typeof updateRoomLinkAccessRequestSchema>;

/** POST /api/v1/shared/{token}/room/access: the verified e-mail gate (the code sent by …/room/code). */
export const roomLinkAccessRequestSchema = z.object({ email: emailSchema, code: viewerCodeSchema });
/** POST /api/v1/shared/{token}/room/agreement: "I agree", with the version read and the reader's name. */
export const roomLinkAgreeRequestSchema = z.object({
  version: z.number().int().positive(),
  name: safeText().trim().min(2, 'Type your full name').max(120, 'Use at most 120 characters'),
  agree: z.literal(true, { error: 'Tick "I agree" to continue' }),
});
export type RoomLinkAgreeRequest = z.infer<typeof roomLinkAgreeRequestSchema>;

/** One "I agree" as the founder sees it. */
export const roomLinkAcceptanceSchema = z.object({
  id: z.uuid(),
  name: safeText(),
  email: safeText().nullable(),
  version: z.number().int().positive(),
  ipAddress: safeText().nullable(),
  acceptedAt: isoDateSchema,
});
export type RoomLinkAcceptance = z.infer<typeof roomLinkAcceptanceSchema>;
export const roomLinkAcceptanceListSchema = z.object({ acceptances: z.array(roomLinkAcceptanceSchema) });

const viewer = z.object({ userAgent: safeText().max(512), country: safeText().regex(/^[A-Z]{2}$/).nullable() });
const grant = safeText().max(2_000).nullable();
/** `previewerId`: the signed-in user the gateway verified, when the page sent its session; the room's owner previewing is never a visit. */
const visit = { token: safeText().max(200), grant, visitorId: z.uuid().nullable(), viewer, peek: z.boolean().optional(), previewerId: z.uuid().nullable().optional() };
const ownRoom = { userId: z.uuid(), roomId: z.uuid() };
const file = z.object({ filename: safeText(), contentType: safeText(), base64: z.string() });

export const roomLinksRpcSchemas = {
  'sharing.roomLinks.create': { service: 'sharing', request: z.object({ ...ownRoom, link: createRoomLinkRequestSchema }), response: roomLinkSchema },
  'sharing.roomLinks.list': { service: 'sharing', request: z.object(ownRoom), response: z.object({ links: z.array(roomLinkSchema) }) },
  'sharing.roomLinks.revoke': { service: 'sharing', request: z.object({ ...ownRoom, linkId: z.uuid() }), response: roomLinkSchema },
  'sharing.roomLinks.open': { service: 'sharing', request: z.object(visit), response: roomLinkPageSchema },
  'sharing.roomLinks.document': { service: 'sharing', request: z.object({ ...visit, documentId: z.uuid() }), response: roomLinkDocumentSchema },
  // A page image or its thumbnail (JPEG), read through the link's scope; never a view.
  'sharing.roomLinks.page': {
    service: 'sharing',
    request: z.object({ token: safeText().max(200), grant, documentId: z.uuid(), page: z.number().int().min(1).max(500), size: z.enum(['image', 'thumbnail']), peek: z.boolean().optional() }),
    response: file,
  },
  // `client` (keyed-hashed, never stored) for the per-client download limit shared with share links.
  'sharing.roomLinks.download': { service: 'sharing', request: z.object({ ...visit, documentId: z.uuid(), client: safeText().min(1).max(100) }), response: file },
  'sharing.roomLinks.updateAccess': { service: 'sharing', request: z.object({ ...ownRoom, linkId: z.uuid(), access: updateRoomLinkAccessRequestSchema }), response: roomLinkSchema },
  'sharing.roomLinks.acceptances': { service: 'sharing', request: z.object({ ...ownRoom, linkId: z.uuid() }), response: roomLinkAcceptanceListSchema },
  'sharing.roomLinks.acceptancesCsv': { service: 'sharing', request: z.object({ ...ownRoom, linkId: z.uuid() }), response: z.object({ filename: safeText(), csv: z.string() }) },
  // `client` (keyed-hashed, never stored) for the share links' code and attempt limits.
  'sharing.roomLinks.sendCode': { service: 'sharing', request: shareCodeRequestSchema.pick({ email: true }).extend({ token: safeText().max(200), client: safeText().min(1).max(100) }), response: shareCodeSentSchema },
  'sharing.roomLinks.access': { service: 'sharing', request: roomLinkAccessRequestSchema.extend({ token: safeText().max(200), client: safeText().min(1).max(100) }), response: shareGrantSchema },
  // `ipAddress` is the visitor's address as the gateway saw it, kept with the acceptance as evidence.
  'sharing.roomLinks.agree': {
    service: 'sharing',
    request: roomLinkAgreeRequestSchema.extend({ token: safeText().max(200), grant, ipAddress: safeText().max(64).nullable() }),
    response: shareGrantSchema,
  },
  'sharing.roomLinks.sharedBy': { service: 'sharing', request: z.object({ token: safeText().max(200) }), response: sharedBySchema },
  'sharing.roomLinks.logo': { service: 'sharing', request: z.object({ token: safeText().max(200) }), response: z.object({ base64: z.string() }) },
} as const;
