import { documentVersionKey, roomPrefix } from './keys';
import { createObjectStore, DEV_OBJECT_STORE_SIGNING_SECRET, ObjectStoreConfigError, parseObjectStoreConfig } from './config';
import { LocalDiskObjectStore } from './local-disk-object-store';
import { S3ObjectStore } from './s3-object-store';

describe('parseObjectStoreConfig', () => {
  it('defaults to the local disk, which is what `npm start` uses', () => {
    const config = parseObjectStoreConfig({ OBJECT_STORE_DIR: '/srv/objects' });
    expect(config).toEqual({ driver: 'local', dir: '/srv/objects', publicBaseUrl: 'http://localhost:3000', signingSecret: DEV_OBJECT_STORE_SIGNING_SECRET });
    expect(createObjectStore(config)).toBeInstanceOf(LocalDiskObjectStore);
  });

  it('reads the S3 variables, with path-style URLs by default for a custom endpoint', () => {
    const config = parseObjectStoreConfig({ OBJECT_STORE: 's3', S3_ENDPOINT: 'http://127.0.0.1:4569', S3_BUCKET: 'bv-dev', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
    expect(config).toEqual({ driver: 's3', bucket: 'bv-dev', region: 'us-east-1', endpoint: 'http://127.0.0.1:4569', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    expect(createObjectStore(config)).toBeInstanceOf(S3ObjectStore);
    expect(parseObjectStoreConfig({ OBJECT_STORE: 's3', S3_BUCKET: 'bv-prod', S3_REGION: 'ap-southeast-1', S3_ENDPOINT: '' })).toEqual({
      driver: 's3',
      bucket: 'bv-prod',
      region: 'ap-southeast-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('names every misconfigured variable and never repeats a value', () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    let error: unknown;
    try {
      parseObjectStoreConfig({ OBJECT_STORE: 's3', S3_ACCESS_KEY_ID: secret, S3_REGION: secret, S3_ENDPOINT: secret, NODE_ENV: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ObjectStoreConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/S3_BUCKET: is required with OBJECT_STORE=s3/);
    expect(message).toMatch(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/);
    expect(message).toMatch(/S3_REGION: has an invalid format/);
    expect(message).toMatch(/S3_ENDPOINT: must be a valid url/);
    expect(message).not.toContain('wJalr');
    expect(() => parseObjectStoreConfig({ OBJECT_STORE: 'gcs' })).toThrow(/OBJECT_STORE: must be one of local, s3/);
    expect(() => parseObjectStoreConfig({ OBJECT_STORE_SIGNING_SECRET: 'short-secret' })).toThrow(/OBJECT_STORE_SIGNING_SECRET: must be at least 32 characters/);
    expect(() => parseObjectStoreConfig({ OBJECT_STORE_SIGNING_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
  });

  it("refuses the local driver's published development secret in production", () => {
    expect(() => parseObjectStoreConfig({ NODE_ENV: 'production' })).toThrow(/OBJECT_STORE_SIGNING_SECRET: must be set to a secret of your own in production/);
    expect(parseObjectStoreConfig({ NODE_ENV: 'production', OBJECT_STORE_SIGNING_SECRET: 'x'.repeat(40) }).driver).toBe('local');
  });
});

describe('key layout', () => {
  it('puts every file of a room under rooms/<roomId>/ and refuses ids that would change the layout', () => {
    expect(documentVersionKey('room1', 'doc9', 3, 'original')).toBe('rooms/room1/documents/doc9/3/original');
    expect(roomPrefix('room1')).toBe('rooms/room1/');
    expect(() => roomPrefix('a/b')).toThrow(/roomId/);
    expect(() => documentVersionKey('room1', '..', 1, 'original')).toThrow(/docId/);
    expect(() => documentVersionKey('room1', 'doc9', 0, 'original')).toThrow(/version/);
    expect(() => documentVersionKey('room1', 'doc9', 1, '../../x')).toThrow();
  });
});
