import { z } from 'zod';
import { safeText } from './safe-text';
import { isoDateSchema } from './common';

/** Deal rooms (docs/product-rules.md, "Deal rooms"): a founder's folders of documents for an exit or a raise. */
export const roomPurposeSchema = z.enum(['exit', 'raise']);
export type RoomPurpose = z.infer<typeof roomPurposeSchema>;

export const roomDocumentStatusSchema = z.enum(['uploading', 'converting', 'ready', 'failed']);
export type RoomDocumentStatus = z.infer<typeof roomDocumentStatusSchema>;

const name = safeText().trim().min(1, 'Name is required').max(120, 'Use at most 120 characters');
const description = safeText().trim().max(1_000, 'Use at most 1,000 characters');
const position = z.number().int().min(0).max(10_000);
const sha256 = safeText().regex(/^[0-9a-f]{64}$/, 'sha256 must be 64 lowercase hex characters');
/** A file's name as the browser gives it: no folders, no control characters. */
const fileName = safeText()
  .trim()
  .min(1, 'The file needs a name')
  .max(200, 'Use a file name of at most 200 characters')
  .refine((v) => !/[/\\]/.test(v), 'A file name cannot contain / or \\');

export const roomDocumentSourceSchema = z.enum(['upload', 'output', 'report']);
export type RoomDocumentSource = z.infer<typeof roomDocumentSourceSchema>;

/** The audit an ExitCheck report document shows (the founder's latest completed ExitCheck Pro audit when it was last rendered). */
export const roomReportAuditSchema = z.object({ assessmentId: z.uuid(), completedAt: isoDateSchema, score: z.number().int().min(0).max(100) });
export type RoomReportAudit = z.infer<typeof roomReportAuditSchema>;

export const roomDocumentSchema = z.object({
  id: z.uuid(),
  folderId: z.uuid(),
  name: safeText(),
  /** pdf, docx, xlsx, pptx, png, jpg for uploads (by content); the output's type for a generated output; exitcheck_report for the report. */
  type: safeText(),
  /** 'report': the founder's ExitCheck Pro report, page images of the PDF of their latest completed audit. */
  source: roomDocumentSourceSchema,
  /** The generated output a live reference follows (its latest saved version is what viewers see). */
  outputId: z.uuid().nullable(),
  size: z.number().int().nonnegative(),
  sha256: safeText().nullable(),
  status: roomDocumentStatusSchema,
  /** Why the file was refused or could not be converted, in words for the founder. */
  failureMessage: safeText().nullable(),
  /** While converting: the converter's stage (checking, converting, inspecting, rendering, done) and percent. */
  progress: z.object({ stage: safeText(), percent: z.number().min(0).max(100) }).nullable(),
  pageCount: z.number().int().nonnegative().nullable(),
  version: z.number().int().positive(),
  position,
  /** For source 'report': the audit it shows. */
  report: roomReportAuditSchema.nullable().optional(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type RoomDocument = z.infer<typeof roomDocumentSchema>;

export const roomFolderSchema = z.object({
  id: z.uuid(),
  name: safeText(),
  description: safeText(),
  position,
  documents: z.array(roomDocumentSchema),
});
export type RoomFolder = z.infer<typeof roomFolderSchema>;

/** What the founder's plan allows (docs/product-rules.md, "Deal rooms"). */
export const roomPlanLimitsSchema = z.object({
  plan: z.enum(['none', 'starter', 'essential', 'full']),
  maxRooms: z.number().int().nonnegative(),
  maxBytesPerRoom: z.number().int().nonnegative(),
  maxDocumentsPerRoom: z.number().int().nonnegative(),
  maxFoldersPerRoom: z.number().int().nonnegative(),
});
export type RoomPlanLimits = z.infer<typeof roomPlanLimitsSchema>;

const roomFields = {
  id: z.uuid(),
  name: safeText(),
  purpose: roomPurposeSchema,
  description: safeText(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
};

export const roomSummarySchema = z.object({ ...roomFields, folderCount: z.number().int().nonnegative(), documentCount: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() });
export type RoomSummary = z.infer<typeof roomSummarySchema>;
export const roomListSchema = z.object({ rooms: z.array(roomSummarySchema), limits: roomPlanLimitsSchema });
export type RoomList = z.infer<typeof roomListSchema>;

export const roomSchema = z.object({ ...roomFields, folders: z.array(roomFolderSchema), bytes: z.number().int().nonnegative(), limits: roomPlanLimitsSchema });
export type Room = z.infer<typeof roomSchema>;

/** Body of POST /api/v1/rooms. `fromTemplate`: folders named after the data-room checklist's categories for the purpose. */
export const createRoomRequestSchema = z.object({
  name,
  purpose: roomPurposeSchema,
  description: description.default(''),
  fromTemplate: z.boolean().default(false),
});
export const updateRoomRequestSchema = z
  .object({ name: name.optional(), description: description.optional() })
  .refine((v) => Object.keys(v).length > 0, 'Name at least one field to change');

export const createFolderRequestSchema = z.object({ name, description: description.default('') });
export const updateFolderRequestSchema = z
  .object({ name: name.optional(), description: description.optional(), position: position.optional() })
  .refine((v) => Object.keys(v).length > 0, 'Name at least one field to change');

/** Body of POST /api/v1/rooms/{id}/uploads: the browser declares the file; the server checks it when complete. */
export const startUploadRequestSchema = z.object({
  folderId: z.uuid(),
  fileName,
  size: z.number().int().min(1, 'This file is empty.').max(Number.MAX_SAFE_INTEGER),
  sha256,
});
export type StartUploadRequest = z.infer<typeof startUploadRequestSchema>;

export const presignedPartSchema = z.object({ partNumber: z.number().int().min(1), url: safeText(), expiresAt: isoDateSchema });
export const uploadSessionSchema = z.object({
  document: roomDocumentSchema,
  /** Every part but the last is exactly this long. */
  partSize: z.number().int().positive(),
  /** PUT each part's bytes to its URL and keep the ETag response header for "complete". */
  parts: z.array(presignedPartSchema),
});
export type UploadSession = z.infer<typeof uploadSessionSchema>;

/**
 * An unfinished upload picked up again (after a dropped connection, an expired part URL or a
 * closed tab): the parts the store already holds, and fresh URLs for the rest.
 */
export const resumedUploadSchema = uploadSessionSchema.extend({
  held: z.array(z.object({ partNumber: z.number().int().min(1), etag: safeText().min(1).max(200) })),
});
export type ResumedUpload = z.infer<typeof resumedUploadSchema>;

export const completeUploadRequestSchema = z.object({
  parts: z
    .array(z.object({ partNumber: z.number().int().min(1).max(10_000), etag: safeText().min(1).max(200) }))
    .min(1, 'Send the ETag of every part')
    .max(10_000),
});

/** Body of POST /api/v1/rooms/{id}/outputs: a generated output as a live document. */
export const addOutputRequestSchema = z.object({ folderId: z.uuid(), outputId: z.uuid() });

/** Body of POST /api/v1/rooms/{id}/report: the founder's ExitCheck Pro report as a live document in a folder. */
export const addReportRequestSchema = z.object({ folderId: z.uuid() });

export const updateDocumentRequestSchema = z
  .object({ name: fileName.optional(), folderId: z.uuid().optional(), position: position.optional() })
  .refine((v) => Object.keys(v).length > 0, 'Name at least one field to change');

const owner = { userId: z.uuid() };
const ownRoom = { ...owner, roomId: z.uuid() };
const ownFolder = { ...ownRoom, folderId: z.uuid() };
const ownDocument = { ...ownRoom, documentId: z.uuid() };

export const roomsRpcSchemas = {
  'sharing.rooms.list': { service: 'sharing', request: z.object(owner), response: roomListSchema },
  'sharing.rooms.create': { service: 'sharing', request: z.object({ ...owner, room: createRoomRequestSchema }), response: roomSchema },
  'sharing.rooms.get': { service: 'sharing', request: z.object(ownRoom), response: roomSchema },
  'sharing.rooms.update': { service: 'sharing', request: z.object({ ...ownRoom, changes: updateRoomRequestSchema }), response: roomSchema },
  'sharing.rooms.delete': { service: 'sharing', request: z.object(ownRoom), response: z.object({ deleted: z.literal(true) }) },
  'sharing.rooms.folders.create': { service: 'sharing', request: z.object({ ...ownRoom, folder: createFolderRequestSchema }), response: roomSchema },
  'sharing.rooms.folders.update': { service: 'sharing', request: z.object({ ...ownFolder, changes: updateFolderRequestSchema }), response: roomSchema },
  'sharing.rooms.folders.delete': { service: 'sharing', request: z.object(ownFolder), response: roomSchema },
  'sharing.rooms.uploads.start': { service: 'sharing', request: z.object({ ...ownRoom, upload: startUploadRequestSchema }), response: uploadSessionSchema },
  'sharing.rooms.uploads.complete': { service: 'sharing', request: z.object({ ...ownDocument, ...completeUploadRequestSchema.shape }), response: roomDocumentSchema },
  'sharing.rooms.uploads.resume': { service: 'sharing', request: z.object(ownDocument), response: resumedUploadSchema },
  'sharing.rooms.outputs.add': { service: 'sharing', request: z.object({ ...ownRoom, ...addOutputRequestSchema.shape }), response: roomDocumentSchema },
  'sharing.rooms.report.add': { service: 'sharing', request: z.object({ ...ownRoom, ...addReportRequestSchema.shape }), response: roomDocumentSchema },
  'sharing.rooms.documents.get': { service: 'sharing', request: z.object(ownDocument), response: roomDocumentSchema },
  'sharing.rooms.documents.update': { service: 'sharing', request: z.object({ ...ownDocument, changes: updateDocumentRequestSchema }), response: roomSchema },
  'sharing.rooms.documents.delete': { service: 'sharing', request: z.object(ownDocument), response: roomSchema },
} as const;
