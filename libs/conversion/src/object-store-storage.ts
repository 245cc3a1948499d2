import type { Readable } from 'node:stream';
import type { ConversionStorage } from './storage';

/**
 * The two calls of libs/storage's ObjectStore the converter makes. Declared here rather than
 * imported: this lib depends on no other (eslint's module boundaries), and any ObjectStore
 * (local disk or S3) fits this shape.
 */
export interface ConversionObjectStore {
  get(key: string): Promise<{ body: Readable }>;
  put(key: string, body: Buffer, options?: { contentType?: string }): Promise<unknown>;
}

/** Outputs are served to viewers as they are: each gets the type a browser needs. */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  json: 'application/json',
};

export function outputContentType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The production ConversionStorage: uploads read from, and outputs written to, the object store. */
export class ObjectStoreConversionStorage implements ConversionStorage {
  constructor(private readonly store: ConversionObjectStore) {}

  async readInput(key: string): Promise<Buffer> {
    const { body } = await this.store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async writeOutput(key: string, bytes: Buffer): Promise<void> {
    // A buffer's sha256 is computed and recorded by the store itself.
    await this.store.put(key, bytes, { contentType: outputContentType(key) });
  }
}
