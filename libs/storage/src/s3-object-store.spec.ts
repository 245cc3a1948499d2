import { S3ObjectStore } from './s3-object-store';

describe('S3ObjectStore presigned part URLs', () => {
  it('sign no request checksum, so that a browser can PUT any part to them', async () => {
    const store = new S3ObjectStore({ bucket: 'bv-unit', region: 'eu-west-1', endpoint: 'https://s3.example', forcePathStyle: true, credentials: { accessKeyId: 'AKIDUNIT', secretAccessKey: 'unit-secret' } });
    const presigned = await store.presignPart({ key: 'rooms/r1/documents/d1/1/original', uploadId: 'upload-1' }, 3, 600);
    const url = new URL(presigned.url);
    expect(url.origin + url.pathname).toBe('https://s3.example/bv-unit/rooms/r1/documents/d1/1/original');
    expect(url.searchParams.get('partNumber')).toBe('3');
    expect(url.searchParams.get('uploadId')).toBe('upload-1');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect([...url.searchParams.keys()].filter((k) => k.toLowerCase().includes('checksum'))).toEqual([]);
    expect(presigned.method).toBe('PUT');
    await expect(store.presignPart({ key: '../x', uploadId: 'u' }, 1)).rejects.toMatchObject({ code: 'INVALID_KEY' });
    await expect(store.presignPart({ key: 'rooms/r1/x', uploadId: 'u' }, 10_001)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    store.client.destroy();
  });
});
