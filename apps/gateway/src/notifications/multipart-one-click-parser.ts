import type { FastifyInstance } from 'fastify';

const ONE_CLICK_PATH = '/api/v1/email/unsubscribe';

/**
 * RFC 8058 lets a mail client send its one-click POST as multipart/form-data. Nothing in its
 * body matters (the token is in the URL), so it is accepted, unread, on that route only; every
 * other route keeps refusing multipart.
 */
export function acceptMultipartOneClick(fastify: FastifyInstance): void {
  if (fastify.hasContentTypeParser('multipart/form-data')) return;
  fastify.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 16_384 }, (request, _body, done) => {
    if (request.routeOptions.url === ONE_CLICK_PATH) return done(null, {});
    done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
  });
}
