import { z } from 'zod';
import { isoDateSchema } from './common';
import { safeText } from './safe-text';
import { roomDocumentStatusSchema, roomPurposeSchema } from './rooms';
import { sharedBySchema } from './sharing';

/**
 * Links to a deal room (docs/product-rules.md, "Deal rooms": room links). The founder picks the
 * folders a link opens (null: all of them, later ones too) and the documents whose original may
 * be downloaded (every other document is view-only).
 */
export const roomLinkStateSchema = z.enum(['active', 'expired', 'revoked']);
export type RoomLinkState = z.infer<typeof roomLinkStateSchema>;

export const roomLinkSchema = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  title: safeText(),
  token: safeText(),
  folderIds: z.array(z.uuid()).nullable(),
  downloadableDocumentIds: z.array(z.uuid()),
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
  /** Checked where the request arrives, as a share's expiry: a link that opens no day at all is a mistake. */
  expiresAt: isoDateSchema.refine((v) => Date.parse(v) > Date.now(), 'The last day must be today or later').nullable().default(null),
});
export type CreateRoomLinkRequest = z.infer<typeof createRoomLinkRequestSchema>;

/** A document as a link's visitor sees it: never its storage keys, size or the founder's messages. */
export const linkedDocumentSchema = z.object({
  id: z.uuid(),
  name: safeText(),
  type: safeText(),
  status: roomDocumentStatusSchema,
  pageCount: z.number().int().nonnegative().nullable(),
  downloadable: z.boolean(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type LinkedDocument = z.infer<typeof linkedDocumentSchema>;

/** GET /api/v1/shared/{token}/room: the room index as the link opens it. */
export const roomLinkPageSchema = z.object({
  sharedBy: sharedBySchema,
  room: z.object({ name: safeText(), description: safeText(), purpose: roomPurposeSchema }),
  folders: z.array(z.object({ id: z.uuid(), name: safeText(), description: safeText(), documents: z.array(linkedDocumentSchema) })),
  expiresAt: isoDateSchema.nullable(),
});
export type RoomLinkPage = z.infer<typeof roomLinkPageSchema>;

/** GET /api/v1/shared/{token}/room/documents/{id}: one document and its folder, for the viewer. */
export const roomLinkDocumentSchema = z.object({ document: linkedDocumentSchema, folder: z.object({ id: z.uuid(), name: safeText() }) });
export type RoomLinkDocument = z.infer<typeof roomLinkDocumentSchema>;

const viewer = z.object({ userAgent: safeText().max(512), country: safeText().regex(/^[A-Z]{2}$/).nullable() });
const visit = { token: safeText().max(200), visitorId: z.uuid().nullable(), viewer, peek: z.boolean().optional() };
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
    request: z.object({ token: safeText().max(200), documentId: z.uuid(), page: z.number().int().min(1).max(500), size: z.enum(['image', 'thumbnail']), peek: z.boolean().optional() }),
    response: file,
  },
  // `client` (keyed-hashed, never stored) for the per-client download limit shared with share links.
  'sharing.roomLinks.download': { service: 'sharing', request: z.object({ ...visit, documentId: z.uuid(), client: safeText().min(1).max(100) }), response: file },
  'sharing.roomLinks.sharedBy': { service: 'sharing', request: z.object({ token: safeText().max(200) }), response: sharedBySchema },
  'sharing.roomLinks.logo': { service: 'sharing', request: z.object({ token: safeText().max(200) }), response: z.object({ base64: z.string() }) },
} as const;
