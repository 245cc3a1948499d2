import type { Readable } from 'node:stream';

/**
 * Where the platform's files live: documents of deal rooms and anything else too large for the
 * database. Two drivers: the local disk (`npm start`, one machine) and S3 (any S3-compatible
 * service). See docs/architecture-notes.md, "Object storage".
 */
export interface ObjectInfo {
  key: string;
  size: number;
  /** Hex sha256 of the whole object, recorded when it was written (undefined only for objects written by another tool). */
  sha256?: string;
  contentType?: string;
  lastModified: Date;
}

export interface PutOptions {
  contentType?: string;
  /**
   * Hex sha256 the writer declares. Required for a stream (it is hashed as it is written and
   * refused, leaving nothing, when it differs); for a buffer it is computed when absent and
   * checked before anything is written when present.
   */
  sha256?: string;
  /** Byte length; required for a stream (S3 needs it before the body). */
  size?: number;
}

export interface MultipartUpload {
  key: string;
  uploadId: string;
}

export interface CreateMultipartOptions {
  contentType?: string;
  /** Hex sha256 of the whole file, declared by the client; verified after completion. */
  sha256: string;
}

export interface PresignedPart {
  partNumber: number;
  /** The client sends the part's bytes as the body of a PUT to this URL and keeps the ETag response header. */
  url: string;
  method: 'PUT';
  expiresAt: Date;
}

export interface UploadedPart {
  partNumber: number;
  /** As the server sent it (with its quotes). */
  etag: string;
  size: number;
}

export interface CompletedPart {
  partNumber: number;
  etag: string;
}

export interface IncompleteUpload {
  key: string;
  uploadId: string;
  initiated: Date;
}

export interface ObjectStore {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<ObjectInfo>;
  /** Throws ObjectStoreError NOT_FOUND when there is no such object. */
  get(key: string): Promise<{ info: ObjectInfo; body: Readable }>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Idempotent: deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Deletes every object whose key starts with `prefix` and aborts every incomplete multipart
   * upload under it; answers how many objects were deleted. The prefix must end with '/'.
   */
  deletePrefix(prefix: string): Promise<number>;
  /**
   * Every object under `prefix` ('' or a prefix ending with '/'), by key. On S3 the listing has
   * no metadata: `sha256` and `contentType` are set by the local driver only (ask `head`).
   */
  list(prefix: string): Promise<ObjectInfo[]>;
  count(prefix: string): Promise<number>;

  /** Multipart (browser) uploads: 5 MiB minimum per part on S3 except the last, at most 10,000 parts. */
  createMultipartUpload(key: string, options: CreateMultipartOptions): Promise<MultipartUpload>;
  presignPart(upload: MultipartUpload, partNumber: number, expiresInSeconds?: number): Promise<PresignedPart>;
  /** The parts the server holds (for resume; the application's own record of parts is authoritative, see the notes). */
  listParts(upload: MultipartUpload): Promise<UploadedPart[]>;
  /**
   * Assembles the parts, then verifies the sha256 declared at creation against the assembled
   * object: on a mismatch the object is deleted and ObjectStoreError CHECKSUM_MISMATCH thrown.
   */
  completeMultipartUpload(upload: MultipartUpload, parts: CompletedPart[]): Promise<ObjectInfo>;
  /** Idempotent: aborting an upload that is gone (completed or aborted) is not an error. */
  abortMultipartUpload(upload: MultipartUpload): Promise<void>;
  listIncompleteUploads(prefix: string): Promise<IncompleteUpload[]>;
}

export type ObjectStoreErrorCode = 'NOT_FOUND' | 'INVALID_KEY' | 'INVALID_ARGUMENT' | 'CHECKSUM_MISMATCH' | 'NO_SUCH_UPLOAD' | 'INVALID_SIGNATURE';

export class ObjectStoreError extends Error {
  constructor(
    readonly code: ObjectStoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ObjectStoreError';
  }
}

export const isObjectStoreError = (error: unknown, code?: ObjectStoreErrorCode): error is ObjectStoreError =>
  error instanceof ObjectStoreError && (code === undefined || error.code === code);

/** S3's bounds for multipart uploads. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;
export const MAX_PART_SIZE = 5 * 1024 * 1024 * 1024;
export const MAX_PARTS = 10_000;
export const DEFAULT_PRESIGN_SECONDS = 15 * 60;

export function assertPartNumber(partNumber: number): void {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PARTS) throw new ObjectStoreError('INVALID_ARGUMENT', `part number must be 1 to ${MAX_PARTS}`);
}
