import type { Readable } from 'node:stream';
import type { ConversionStorage } from './storage';

/**
 * The calls of `@bv/storage`'s ObjectStore this adapter needs, written out here because the
 * conversion lib depends on no other lib (eslint's module boundaries): any ObjectStore fits.
 */
export interface ConversionObjectStore {
  get(key: string): Promise<{ body: Readable }>;
  put(key: string, body: Buffer, options?: { contentType?: string }): Promise<unknown>;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', json: 'application/json' };

/**
 * The converter's storage over the platform's object store (local disk or S3): uploads are read
 * whole (a room document is at most 100 MB, docs/product-rules.md "Room documents"), outputs are
 * written with their content type so the viewer can serve them as they are.
 */
export class ObjectStoreConversionStorage implements ConversionStorage {
  constructor(private readonly store: ConversionObjectStore) {}

  async readInput(key: string): Promise<Buffer> {
    const { body } = await this.store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return Buffer.concat(chunks);
  }

  async writeOutput(key: string, bytes: Buffer): Promise<void> {
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    await this.store.put(key, bytes, { contentType: CONTENT_TYPES[extension] });
  }
}
