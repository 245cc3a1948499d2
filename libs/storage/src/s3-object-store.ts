import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSha256, checksumMismatch, hashStream, HashingStream, hexToBase64, sha256Hex } from './checksum';
import { assertValidKey, assertValidPrefix } from './keys';
import {
  assertPartNumber,
  DEFAULT_PRESIGN_SECONDS,
  ObjectStoreError,
  type CompletedPart,
  type CreateMultipartOptions,
  type IncompleteUpload,
  type MultipartUpload,
  type ObjectInfo,
  type ObjectStore,
  type PresignedPart,
  type PutOptions,
  type UploadedPart,
} from './object-store';

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** Unset: AWS. Set: any S3-compatible service (the local server, MinIO, R2, ...). */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default credential chain (environment, instance role, ...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The user metadata key (x-amz-meta-sha256) that carries the whole object's hex sha256. */
const SHA256_META = 'sha256';

/**
 * Objects in one S3 bucket through the AWS SDK v3. The SDK computes request checksums only where
 * S3 requires them (WHEN_REQUIRED): by default it would add a CRC32 of an empty body to presigned
 * part URLs, which a browser's PUT then fails. The store sends its own x-amz-checksum-sha256 on
 * single puts (S3 checks it) and verifies multipart uploads by reading them back (S3 offers no
 * full-object sha256 for multipart uploads).
 */
export class S3ObjectStore implements ObjectStore {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(options: S3ObjectStoreOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions = {}): Promise<ObjectInfo> {
    assertValidKey(key);
    if (Buffer.isBuffer(body)) {
      const actual = sha256Hex(body);
      if (options.sha256 !== undefined && assertSha256(options.sha256) !== actual) throw checksumMismatch(key);
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: body.length, ContentType: options.contentType, ChecksumSHA256: hexToBase64(actual), Metadata: { [SHA256_META]: actual } }),
      );
      return (await this.head(key))!;
    }
    const declared = assertSha256(options.sha256, 'sha256 of a stream');
    if (!Number.isSafeInteger(options.size) || options.size! < 0) throw new ObjectStoreError('INVALID_ARGUMENT', 'size of a stream is required');
    const hashing = new HashingStream();
    body.on('error', (error) => hashing.destroy(error));
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body.pipe(hashing),
          ContentLength: options.size,
          ContentType: options.contentType,
          ChecksumSHA256: hexToBase64(declared),
          Metadata: { [SHA256_META]: declared },
        }),
      );
    } catch (error) {
      // S3 itself refuses a body whose x-amz-checksum-sha256 differs (BadDigest) and stores nothing.
      if (error instanceof S3ServiceException && error.name === 'BadDigest') throw checksumMismatch(key);
      throw error;
    }
    // A server that does not check x-amz-checksum-sha256 (the local one) stored it: take it back.
    if (hashing.digestHex() !== declared) {
      await this.delete(key);
      throw checksumMismatch(key);
    }
    return (await this.head(key))!;
  }

  async get(key: string): Promise<{ info: ObjectInfo; body: Readable }> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        info: { key, size: out.ContentLength ?? 0, sha256: out.Metadata?.[SHA256_META], contentType: out.ContentType, lastModified: out.LastModified ?? new Date(0) },
        body: out.Body as Readable,
      };
    } catch (error) {
      if (isNotFound(error)) throw new ObjectStoreError('NOT_FOUND', `no object ${key}`);
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: out.ContentLength ?? 0, sha256: out.Metadata?.[SHA256_META], contentType: out.ContentType, lastModified: out.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    for (const upload of await this.listIncompleteUploads(prefix)) await this.abortMultipartUpload(upload);
    let deleted = 0;
    // Listed again until empty: an object written while the first page was deleted goes too.
    for (;;) {
      const keys = (await this.list(prefix)).map((o) => o.key);
      if (keys.length === 0) return deleted;
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const out = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
        if (out.Errors?.length) throw new Error(`could not delete ${out.Errors.length} objects under ${prefix}: ${out.Errors[0].Code ?? 'error'}`);
        deleted += batch.length;
      }
    }
  }

  async list(prefix: string): Promise<ObjectInfo[]> {
    if (prefix !== '') assertValidPrefix(prefix);
    const infos: ObjectInfo[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }));
      for (const o of out.Contents ?? []) infos.push({ key: o.Key!, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) });
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return infos;
  }

  async count(prefix: string): Promise<number> {
    return (await this.list(prefix)).length;
  }

  async createMultipartUpload(key: string, options: CreateMultipartOptions): Promise<MultipartUpload> {
    assertValidKey(key);
    const sha256 = assertSha256(options.sha256);
    const out = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: options.contentType, Metadata: { [SHA256_META]: sha256 } }));
    if (!out.UploadId) throw new Error('the S3 server answered CreateMultipartUpload without an UploadId');
    return { key, uploadId: out.UploadId };
  }

  async presignPart(upload: MultipartUpload, partNumber: number, expiresInSeconds = DEFAULT_PRESIGN_SECONDS): Promise<PresignedPart> {
    assertValidKey(upload.key);
    assertPartNumber(partNumber);
    const expiresAt = new Date(Date.now() + expiresInSeconds * 1000);
    const url = await getSignedUrl(this.client, new UploadPartCommand({ Bucket: this.bucket, Key: upload.key, UploadId: upload.uploadId, PartNumber: partNumber }), { expiresIn: expiresInSeconds });
    return { partNumber, url, method: 'PUT', expiresAt };
  }

  async listParts(upload: MultipartUpload): Promise<UploadedPart[]> {
    assertValidKey(upload.key);
    const parts: UploadedPart[] = [];
    let marker: string | undefined;
    try {
      do {
        const out = await this.client.send(new ListPartsCommand({ Bucket: this.bucket, Key: upload.key, UploadId: upload.uploadId, PartNumberMarker: marker }));
        for (const p of out.Parts ?? []) parts.push({ partNumber: p.PartNumber!, etag: p.ETag!, size: p.Size ?? 0 });
        marker = out.IsTruncated ? out.NextPartNumberMarker : undefined;
      } while (marker);
    } catch (error) {
      if (isNoSuchUpload(error)) throw new ObjectStoreError('NO_SUCH_UPLOAD', 'no such upload');
      throw error;
    }
    return parts;
  }

  async completeMultipartUpload(upload: MultipartUpload, parts: CompletedPart[]): Promise<ObjectInfo> {
    assertValidKey(upload.key);
    if (parts.length === 0) throw new ObjectStoreError('INVALID_ARGUMENT', 'a multipart upload needs at least one part');
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: upload.key,
          UploadId: upload.uploadId,
          MultipartUpload: { Parts: [...parts].sort((a, b) => a.partNumber - b.partNumber).map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
        }),
      );
    } catch (error) {
      if (isNoSuchUpload(error)) throw new ObjectStoreError('NO_SUCH_UPLOAD', 'no such upload');
      throw error;
    }
    // The sha256 declared at creation travelled as the upload's metadata onto the object.
    const { info, body } = await this.get(upload.key);
    const actual = await hashStream(body);
    if (!info.sha256 || actual.sha256 !== info.sha256) {
      await this.delete(upload.key);
      throw checksumMismatch(upload.key);
    }
    return { ...info, size: actual.size };
  }

  async abortMultipartUpload(upload: MultipartUpload): Promise<void> {
    assertValidKey(upload.key);
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.key, UploadId: upload.uploadId }));
    } catch (error) {
      if (!isNoSuchUpload(error)) throw error;
    }
  }

  async listIncompleteUploads(prefix: string): Promise<IncompleteUpload[]> {
    if (prefix !== '') assertValidPrefix(prefix);
    const uploads: IncompleteUpload[] = [];
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const out = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: prefix || undefined, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }));
      for (const u of out.Uploads ?? []) uploads.push({ key: u.Key!, uploadId: u.UploadId!, initiated: u.Initiated ?? new Date(0) });
      keyMarker = out.IsTruncated ? out.NextKeyMarker : undefined;
      uploadIdMarker = out.IsTruncated ? out.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return uploads;
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata?.httpStatusCode === 404);
}

function isNoSuchUpload(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchUpload' || (error.$metadata?.httpStatusCode === 404 && error.name !== 'NoSuchBucket'));
}
