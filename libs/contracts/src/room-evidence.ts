import { z } from 'zod';
import { safeText } from './safe-text';
import { isoDateSchema } from './common';
import { roomDocumentStatusSchema, roomPurposeSchema } from './rooms';

/**
 * Evidence-linked readiness (docs/product-rules.md, "Evidence-linked readiness"): a room document
 * linked to a data-room checklist item. Sharing owns the links (docs/architecture-notes.md,
 * "Checklist evidence"); the gateway joins them with the founder's checklist.
 */
export const checklistItemKeySchema = safeText().regex(/^[a-z0-9-]{3,160}$/, 'Not a checklist item');

export const evidenceLinkSchema = z.object({
  itemKey: checklistItemKeySchema,
  documentId: z.uuid(),
  linkedAt: isoDateSchema,
});
export type EvidenceLink = z.infer<typeof evidenceLinkSchema>;
export const roomEvidenceLinksSchema = z.object({ links: z.array(evidenceLinkSchema) });

/** A link across all of a founder's rooms, with what readiness needs of its document. */
export const ownerEvidenceLinkSchema = evidenceLinkSchema.extend({
  roomId: z.uuid(),
  roomPurpose: roomPurposeSchema,
  documentName: safeText(),
  documentType: safeText(),
  documentStatus: roomDocumentStatusSchema,
});
export type OwnerEvidenceLink = z.infer<typeof ownerEvidenceLinkSchema>;

/** Body of PUT /api/v1/rooms/{id}/evidence/{itemKey}. */
export const linkEvidenceRequestSchema = z.object({ documentId: z.uuid() });

const percent = z.number().int().min(0).max(100);
const evidenceDocumentSchema = z.object({ id: z.uuid(), name: safeText(), type: safeText(), status: roomDocumentStatusSchema });

export const evidenceItemSchema = z.object({
  key: checklistItemKeySchema,
  name: safeText(),
  priority: z.enum(['week_1', 'before_term_sheet', 'before_loi', 'before_completion']).nullable(),
  required: z.boolean(),
  declared: z.boolean(),
  evidenced: z.boolean(),
  /** The linked document in this room, if any. */
  document: evidenceDocumentSchema.nullable(),
  /** Room documents whose name and type fit the item, best first (none once linked). */
  suggestions: z.array(evidenceDocumentSchema),
});
export type EvidenceItem = z.infer<typeof evidenceItemSchema>;

export const categoryReadinessSchema = z.object({
  category: safeText(),
  declared: percent,
  evidenced: percent,
  items: z.array(evidenceItemSchema),
});
export type CategoryReadinessView = z.infer<typeof categoryReadinessSchema>;

export const proEvidenceSchema = z.object({ id: safeText(), title: safeText(), evidenced: percent.nullable() });

/** GET /api/v1/rooms/{id}/evidence and GET /api/v1/readiness: declared beside evidenced. */
export const readinessViewSchema = z.object({
  /** The checklist the figures follow (the newest for the track), or null when the founder has none yet. */
  checklist: z.object({ outputId: z.uuid(), title: safeText(), track: z.enum(['fundraising', 'exit']) }).nullable(),
  declared: percent,
  evidenced: percent,
  categories: z.array(categoryReadinessSchema),
  pro: z.array(proEvidenceSchema),
});
export type ReadinessView = z.infer<typeof readinessViewSchema>;

export const readinessQuerySchema = z.object({ track: z.enum(['fundraising', 'exit']).default('exit') });

const owner = { userId: z.uuid() };
const ownRoom = { ...owner, roomId: z.uuid() };

export const roomEvidenceRpcSchemas = {
  'sharing.rooms.evidence.list': { service: 'sharing', request: z.object(ownRoom), response: roomEvidenceLinksSchema },
  'sharing.rooms.evidence.link': {
    service: 'sharing',
    request: z.object({ ...ownRoom, itemKey: checklistItemKeySchema, documentId: z.uuid() }),
    response: roomEvidenceLinksSchema,
  },
  'sharing.rooms.evidence.unlink': { service: 'sharing', request: z.object({ ...ownRoom, itemKey: checklistItemKeySchema }), response: roomEvidenceLinksSchema },
  'sharing.evidence.ofOwner': { service: 'sharing', request: z.object(owner), response: z.object({ links: z.array(ownerEvidenceLinkSchema) }) },
} as const;
