import type { FastifyInstance } from 'fastify';
import { CONFIG } from '@bv/service-kit';
import { LOCAL_PART_ROUTE, LocalDiskObjectStore, objectStoreEnvOf, parseObjectStoreConfig } from '@bv/storage';
import type { GatewayConfig } from '../config';

export const LOCAL_OBJECT_STORE = Symbol('LOCAL_OBJECT_STORE');

/** The same store the sharing service writes (same directory and signing secret); null with S3, where the bucket takes the parts. */
export const localObjectStoreProvider = {
  provide: LOCAL_OBJECT_STORE,
  inject: [CONFIG],
  useFactory: (gateway: GatewayConfig): LocalDiskObjectStore | null => {
    const config = parseObjectStoreConfig(objectStoreEnvOf(gateway));
    return config.driver === 'local' ? new LocalDiskObjectStore({ root: config.dir, publicBaseUrl: config.publicBaseUrl, signingSecret: config.signingSecret }) : null;
  },
};

/**
 * Parts arrive as application/octet-stream and are streamed to disk unread: the parser hands the
 * request stream to the part route only; every other route keeps refusing the type (415).
 */
export function acceptPartStreams(fastify: FastifyInstance): void {
  if (fastify.hasContentTypeParser('application/octet-stream')) return;
  fastify.addContentTypeParser('application/octet-stream', (request, payload, done) => {
    if (request.routeOptions.url?.startsWith(LOCAL_PART_ROUTE)) return done(null, payload);
    done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
  });
}
