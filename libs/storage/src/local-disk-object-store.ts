import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSha256, checksumMismatch, HashingStream, sha256Hex } from './checksum';
import { assertValidKey, assertValidPrefix } from './keys';
import {
  assertPartNumber,
  DEFAULT_PRESIGN_SECONDS,
  MAX_PART_SIZE,
  MIN_PART_SIZE,
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

export interface LocalDiskObjectStoreOptions {
  /** Everything lives under it: objects/, meta/, uploads/, tmp/ (same file system, so renames are atomic). */
  root: string;
  /** Base of the presigned part URLs: the gateway's public URL. */
  publicBaseUrl: string;
  /** HMAC-SHA256 key of the presigned part URLs (at least 32 characters). */
  signingSecret: string;
  /** S3's 5 MiB unless a test wants small parts. */
  minPartSize?: number;
  /** S3's 5 GiB unless a test wants a lower cap; a longer part body is refused as it arrives. */
  maxPartSize?: number;
  now?: () => Date;
}

/** The route the gateway serves for local part uploads (see docs/architecture-notes.md, "Object storage"). */
export const LOCAL_PART_ROUTE = '/api/v1/storage/parts';

export interface PresignedPartParams {
  uploadId: string;
  partNumber: number;
  /** Unix seconds. */
  expires: number;
  signature: string;
}

interface StoredMeta {
  sha256?: string;
  contentType?: string;
}

interface UploadRecord {
  key: string;
  initiated: string;
  sha256: string;
  contentType?: string;
}

const UPLOAD_ID = /^[0-9a-f]{32}$/;

/**
 * Objects as files under one root: `objects/<key>` holds the bytes and `meta/<key>.json` the
 * sha256 and content type. Every write goes to `tmp/` first and is renamed into place, so a
 * reader sees the old object or the new one, never a part. A key whose folder is another key
 * (`a` and `a/b`) cannot exist here, which the key layout never needs.
 */
export class LocalDiskObjectStore implements ObjectStore {
  readonly driver = 'local' as const;
  private readonly root: string;
  private readonly minPartSize: number;
  private readonly maxPartSize: number;
  private readonly now: () => Date;

  constructor(private readonly options: LocalDiskObjectStoreOptions) {
    if (options.signingSecret.length < 32) throw new ObjectStoreError('INVALID_ARGUMENT', 'the signing secret must be at least 32 characters');
    this.root = resolve(options.root);
    this.minPartSize = options.minPartSize ?? MIN_PART_SIZE;
    this.maxPartSize = options.maxPartSize ?? MAX_PART_SIZE;
    this.now = options.now ?? (() => new Date());
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions = {}): Promise<ObjectInfo> {
    assertValidKey(key);
    if (Buffer.isBuffer(body)) {
      const actual = sha256Hex(body);
      if (options.sha256 !== undefined && assertSha256(options.sha256) !== actual) throw checksumMismatch(key);
      return this.commit(key, Readable.from([body]), actual, options.contentType);
    }
    return this.commit(key, body, assertSha256(options.sha256, 'sha256 of a stream'), options.contentType);
  }

  async get(key: string): Promise<{ info: ObjectInfo; body: Readable }> {
    const info = await this.head(key);
    if (!info) throw new ObjectStoreError('NOT_FOUND', `no object ${key}`);
    return { info, body: createReadStream(this.objectPath(key)) };
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    assertValidKey(key);
    const stat = await fs.stat(this.objectPath(key)).catch(ignoreMissing);
    if (!stat?.isFile()) return undefined;
    const meta = await readJson<StoredMeta>(this.metaPath(key));
    return { key, size: stat.size, sha256: meta?.sha256, contentType: meta?.contentType, lastModified: stat.mtime };
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await fs.rm(this.objectPath(key), { force: true });
    await fs.rm(this.metaPath(key), { force: true });
    await this.pruneEmptyFolders(key);
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    for (const upload of await this.listIncompleteUploads(prefix)) await this.abortMultipartUpload(upload);
    const count = (await this.list(prefix)).length;
    await fs.rm(this.objectPath(prefix.slice(0, -1)), { recursive: true, force: true });
    await fs.rm(this.inside('meta', prefix.slice(0, -1)), { recursive: true, force: true });
    await this.pruneEmptyFolders(prefix.slice(0, -1));
    return count;
  }

  async list(prefix: string): Promise<ObjectInfo[]> {
    if (prefix !== '') assertValidPrefix(prefix);
    const base = join(this.root, 'objects');
    const start = prefix === '' ? base : this.objectPath(prefix.slice(0, -1));
    const infos: ObjectInfo[] = [];
    for (const file of await walk(start)) {
      const key = relative(base, file).split(sep).join('/');
      const info = await this.head(key);
      if (info) infos.push(info);
    }
    return infos.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async count(prefix: string): Promise<number> {
    return (await this.list(prefix)).length;
  }

  async createMultipartUpload(key: string, options: CreateMultipartOptions): Promise<MultipartUpload> {
    assertValidKey(key);
    const record: UploadRecord = { key, initiated: this.now().toISOString(), sha256: assertSha256(options.sha256), contentType: options.contentType };
    const uploadId = randomBytes(16).toString('hex');
    const dir = this.uploadDir(uploadId);
    await fs.mkdir(dir, { recursive: true });
    await this.writeAtomically(join(dir, 'upload.json'), Readable.from([JSON.stringify(record)]));
    return { key, uploadId };
  }

  /** A URL of the gateway's part route, signed with an HMAC over the upload, the part and the expiry. */
  async presignPart(upload: MultipartUpload, partNumber: number, expiresInSeconds = DEFAULT_PRESIGN_SECONDS): Promise<PresignedPart> {
    assertPartNumber(partNumber);
    await this.readUpload(upload);
    const expires = Math.floor(this.now().getTime() / 1000) + expiresInSeconds;
    const signature = this.sign(upload.uploadId, partNumber, expires);
    const url = new URL(`${LOCAL_PART_ROUTE}/${upload.uploadId}/${partNumber}`, this.options.publicBaseUrl);
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', signature);
    return { partNumber, url: url.toString(), method: 'PUT', expiresAt: new Date(expires * 1000) };
  }

  /**
   * What the gateway's `PUT /api/v1/storage/parts/:uploadId/:partNumber?expires&signature`
   * calls with the request body: checks the signature and expiry, stores the part, and answers
   * its ETag (the hex md5 in quotes, as S3 does), which the route sends as the ETag header.
   */
  async acceptPresignedPart(params: PresignedPartParams, body: Readable): Promise<UploadedPart> {
    assertPartNumber(params.partNumber);
    if (!UPLOAD_ID.test(params.uploadId)) throw new ObjectStoreError('INVALID_SIGNATURE', 'invalid part URL');
    const expected = Buffer.from(this.sign(params.uploadId, params.partNumber, params.expires), 'hex');
    const given = Buffer.from(typeof params.signature === 'string' ? params.signature : '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ObjectStoreError('INVALID_SIGNATURE', 'invalid part URL');
    if (params.expires * 1000 < this.now().getTime()) throw new ObjectStoreError('INVALID_SIGNATURE', 'the part URL has expired');
    await this.readUpload({ key: undefined, uploadId: params.uploadId });
    const md5 = createHash('md5');
    const dir = this.uploadDir(params.uploadId);
    let received = 0;
    const size = await this.writeAtomically(join(dir, String(params.partNumber)), body, (chunk) => {
      received += chunk.length;
      if (received > this.maxPartSize) throw new ObjectStoreError('INVALID_ARGUMENT', 'the part is larger than the maximum part size');
      md5.update(chunk);
    });
    const etag = JSON.stringify(md5.digest('hex'));
    await this.writeAtomically(join(dir, `${params.partNumber}.etag`), Readable.from([etag]));
    return { partNumber: params.partNumber, etag, size };
  }

  async listParts(upload: MultipartUpload): Promise<UploadedPart[]> {
    await this.readUpload(upload);
    const dir = this.uploadDir(upload.uploadId);
    const parts: UploadedPart[] = [];
    for (const name of await fs.readdir(dir)) {
      if (!/^\d+$/.test(name)) continue;
      const etag = await fs.readFile(join(dir, `${name}.etag`), 'utf8').catch(ignoreMissing);
      if (etag === undefined) continue;
      const stat = await fs.stat(join(dir, name));
      parts.push({ partNumber: Number(name), etag, size: stat.size });
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async completeMultipartUpload(upload: MultipartUpload, parts: CompletedPart[]): Promise<ObjectInfo> {
    const record = await this.readUpload(upload);
    const held = new Map((await this.listParts(upload)).map((p) => [p.partNumber, p]));
    const chosen = checkCompletedParts(parts, held, this.minPartSize);
    const dir = this.uploadDir(upload.uploadId);
    const hashing = new HashingStream();
    const tmp = await this.tempPath();
    try {
      await pipeline(
        Readable.from(
          (async function* () {
            for (const part of chosen) yield* createReadStream(join(dir, String(part.partNumber)));
          })(),
        ),
        hashing,
        createWriteStream(tmp, { flags: 'wx' }),
      );
      if (hashing.digestHex() !== record.sha256) throw checksumMismatch(upload.key);
      await this.place(upload.key, tmp, { sha256: record.sha256, contentType: record.contentType });
    } catch (error) {
      await fs.rm(tmp, { force: true });
      // A refused file is gone with its parts, as on S3 (where the completed object is deleted).
      if (error instanceof ObjectStoreError && error.code === 'CHECKSUM_MISMATCH') await fs.rm(dir, { recursive: true, force: true });
      throw error;
    }
    await fs.rm(dir, { recursive: true, force: true });
    return (await this.head(upload.key))!;
  }

  async abortMultipartUpload(upload: MultipartUpload): Promise<void> {
    if (!UPLOAD_ID.test(upload.uploadId)) throw new ObjectStoreError('NO_SUCH_UPLOAD', 'no such upload');
    const record = await readJson<UploadRecord>(join(this.uploadDir(upload.uploadId), 'upload.json'));
    if (record && record.key !== upload.key) throw new ObjectStoreError('NO_SUCH_UPLOAD', 'no such upload');
    await fs.rm(this.uploadDir(upload.uploadId), { recursive: true, force: true });
  }

  async listIncompleteUploads(prefix: string): Promise<IncompleteUpload[]> {
    if (prefix !== '') assertValidPrefix(prefix);
    const ids = await fs.readdir(join(this.root, 'uploads')).catch(() => [] as string[]);
    const uploads: IncompleteUpload[] = [];
    for (const uploadId of ids) {
      if (!UPLOAD_ID.test(uploadId)) continue;
      const record = await readJson<UploadRecord>(join(this.uploadDir(uploadId), 'upload.json'));
      if (record?.key.startsWith(prefix)) uploads.push({ key: record.key, uploadId, initiated: new Date(record.initiated) });
    }
    return uploads.sort((a, b) => a.initiated.getTime() - b.initiated.getTime());
  }

  private sign(uploadId: string, partNumber: number, expires: number): string {
    return createHmac('sha256', this.options.signingSecret).update(`PUT\n${uploadId}\n${partNumber}\n${expires}`).digest('hex');
  }

  private async readUpload(upload: { key: string | undefined; uploadId: string }): Promise<UploadRecord> {
    const record = UPLOAD_ID.test(upload.uploadId) ? await readJson<UploadRecord>(join(this.uploadDir(upload.uploadId), 'upload.json')) : undefined;
    if (!record || (upload.key !== undefined && record.key !== upload.key)) throw new ObjectStoreError('NO_SUCH_UPLOAD', 'no such upload');
    return record;
  }

  /** Streams `body` to a temp file (hashing it), checks the declared sha256, then renames it into place. */
  private async commit(key: string, body: Readable, sha256: string, contentType: string | undefined): Promise<ObjectInfo> {
    const hashing = new HashingStream();
    const tmp = await this.tempPath();
    try {
      await pipeline(body, hashing, createWriteStream(tmp, { flags: 'wx' }));
      if (hashing.digestHex() !== sha256) throw checksumMismatch(key);
      await this.place(key, tmp, { sha256, contentType });
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
    return (await this.head(key))!;
  }

  /** Metadata first, then the bytes: a reader that finds the bytes finds their metadata. */
  private async place(key: string, tmp: string, meta: StoredMeta): Promise<void> {
    await fs.mkdir(dirname(this.metaPath(key)), { recursive: true });
    await this.writeAtomically(this.metaPath(key), Readable.from([JSON.stringify(meta)]));
    await fs.mkdir(dirname(this.objectPath(key)), { recursive: true });
    await fs.rename(tmp, this.objectPath(key));
  }

  private async writeAtomically(target: string, body: Readable, onChunk?: (chunk: Buffer) => void): Promise<number> {
    const tmp = await this.tempPath();
    let size = 0;
    try {
      await pipeline(
        body,
        async function* (source: AsyncIterable<Buffer | string>) {
          for await (const chunk of source) {
            const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
            size += bytes.length;
            onChunk?.(bytes);
            yield bytes;
          }
        },
        createWriteStream(tmp, { flags: 'wx' }),
      );
      await fs.rename(tmp, target);
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
    return size;
  }

  private async tempPath(): Promise<string> {
    const dir = join(this.root, 'tmp');
    await fs.mkdir(dir, { recursive: true });
    return join(dir, randomBytes(12).toString('hex'));
  }

  private async pruneEmptyFolders(key: string): Promise<void> {
    for (const tree of ['objects', 'meta']) {
      const segments = key.split('/').slice(0, -1);
      while (segments.length > 0) {
        const removed = await fs.rmdir(this.inside(tree, segments.join('/'))).then(
          () => true,
          () => false,
        );
        if (!removed) break;
        segments.pop();
      }
    }
  }

  private objectPath(key: string): string {
    return this.inside('objects', key);
  }

  private metaPath(key: string): string {
    return this.inside('meta', `${key}.json`);
  }

  private uploadDir(uploadId: string): string {
    return this.inside('uploads', uploadId);
  }

  /** The path of a validated key, checked once more against the root (defence in depth). */
  private inside(tree: string, key: string): string {
    const base = join(this.root, tree);
    const path = resolve(base, key);
    if (path !== base && !path.startsWith(base + sep)) throw new ObjectStoreError('INVALID_KEY', 'object key leaves the store');
    return path;
  }
}

/** S3's rules for CompleteMultipartUpload: ascending part numbers, each held with that ETag, all but the last at least the minimum size. */
function checkCompletedParts(parts: CompletedPart[], held: Map<number, UploadedPart>, minPartSize: number): UploadedPart[] {
  if (parts.length === 0) throw new ObjectStoreError('INVALID_ARGUMENT', 'a multipart upload needs at least one part');
  const chosen: UploadedPart[] = [];
  parts.forEach((part, index) => {
    if (index > 0 && part.partNumber <= parts[index - 1].partNumber) throw new ObjectStoreError('INVALID_ARGUMENT', 'parts must be in ascending order');
    const stored = held.get(part.partNumber);
    if (!stored || stored.etag.replace(/"/g, '') !== part.etag.replace(/"/g, '')) throw new ObjectStoreError('INVALID_ARGUMENT', `part ${part.partNumber} was not uploaded with that ETag`);
    if (index < parts.length - 1 && stored.size < minPartSize) throw new ObjectStoreError('INVALID_ARGUMENT', `part ${part.partNumber} is smaller than the minimum part size`);
    chosen.push(stored);
  });
  return chosen;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

async function readJson<T>(path: string): Promise<T | undefined> {
  const text = await fs.readFile(path, 'utf8').catch(ignoreMissing);
  return text === undefined ? undefined : (JSON.parse(text) as T);
}

function ignoreMissing(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
  throw error;
}
