import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectStoreError } from './object-store';

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function assertSha256(value: string | undefined, what = 'sha256'): string {
  if (typeof value !== 'string' || !SHA256_HEX.test(value)) throw new ObjectStoreError('INVALID_ARGUMENT', `${what} must be 64 lowercase hex characters`);
  return value;
}

export const sha256Hex = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

export const hexToBase64 = (hex: string): string => Buffer.from(hex, 'hex').toString('base64');

/** A pass-through that hashes and counts what flows through it. */
export class HashingStream extends Transform {
  private readonly hash = createHash('sha256');
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null, data?: Buffer) => void): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }

  digestHex(): string {
    return this.hash.digest('hex');
  }
}

export async function hashStream(body: Readable): Promise<{ sha256: string; size: number }> {
  const hashing = new HashingStream();
  await pipeline(body, hashing, async (source: AsyncIterable<Buffer>) => {
    for await (const _chunk of source) {
      // drained: only the hash is wanted
    }
  });
  return { sha256: hashing.digestHex(), size: hashing.bytes };
}

export function checksumMismatch(key: string): ObjectStoreError {
  return new ObjectStoreError('CHECKSUM_MISMATCH', `the content of ${key} does not match its declared sha256; nothing was stored`);
}
