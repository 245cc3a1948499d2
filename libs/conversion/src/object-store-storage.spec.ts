import { Readable } from 'node:stream';
import { ObjectStoreConversionStorage, type ConversionObjectStore } from './object-store-storage';

/** The two ObjectStore calls, over a Map (the real drivers are exercised in apps/converter's test). */
class MapStore implements ConversionObjectStore {
  readonly objects = new Map<string, { bytes: Buffer; contentType?: string }>();

  async get(key: string) {
    const object = this.objects.get(key);
    if (!object) throw new Error(`no object ${key}`);
    // Several chunks, as a network stream delivers them.
    return { body: Readable.from([object.bytes.subarray(0, 3), object.bytes.subarray(3)]) };
  }

  async put(key: string, body: Buffer, options?: { contentType?: string }) {
    this.objects.set(key, { bytes: body, contentType: options?.contentType });
  }
}

describe('ObjectStoreConversionStorage', () => {
  it('reads an upload whole from a streamed object', async () => {
    const store = new MapStore();
    store.objects.set('rooms/r1/documents/d1/v1/original', { bytes: Buffer.from('%PDF-1.7 body') });
    await expect(new ObjectStoreConversionStorage(store).readInput('rooms/r1/documents/d1/v1/original')).resolves.toEqual(Buffer.from('%PDF-1.7 body'));
  });

  it('writes each output with the content type a browser needs', async () => {
    const store = new MapStore();
    const storage = new ObjectStoreConversionStorage(store);
    await storage.writeOutput('out/document.pdf', Buffer.from('pdf'));
    await storage.writeOutput('out/pages/0001.jpg', Buffer.from('jpg'));
    await storage.writeOutput('out/manifest.json', Buffer.from('{}'));
    expect([...store.objects].map(([key, o]) => [key, o.contentType])).toEqual([
      ['out/document.pdf', 'application/pdf'],
      ['out/pages/0001.jpg', 'image/jpeg'],
      ['out/manifest.json', 'application/json'],
    ]);
  });

  it('passes a missing upload’s error on (the job is retried, then fails)', async () => {
    await expect(new ObjectStoreConversionStorage(new MapStore()).readInput('missing')).rejects.toThrow(/no object missing/);
  });
});
