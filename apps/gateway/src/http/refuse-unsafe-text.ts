import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE, type ErrorBody } from '@bv/contracts';

/**
 * One gate for every route, before any schema runs: a NUL (PostgreSQL refuses it) or an unpaired
 * surrogate (no UTF-8 for it) anywhere in the path parameters, query or body is the
 * client's mistake, answered 400 naming the field, so a schema that forgets `safeText()` cannot
 * let one through to a service. Cookies are left to the schema of whoever reads one: a stray
 * cookie of another site on this host must not break every page.
 */
export function registerUnsafeTextGuard(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      const field = unsafeField(request);
      if (field === null) return;
      const message = `${field} ${UNSAFE_TEXT_MESSAGE}`;
      const body: ErrorBody = { error: { code: 'VALIDATION.FAILED', message, details: [{ path: field, message }] } };
      await reply.status(400).type('application/json; charset=utf-8').header('cache-control', 'no-store').send(body);
    });
}

/** A body passed on unread as a stream (the local store's part uploads): bytes, not text, and walking the stream object would never end. */
const isStream = (body: unknown): boolean => typeof (body as { pipe?: unknown } | null)?.pipe === 'function';

function unsafeField(request: FastifyRequest): string | null {
  const parts: [string, unknown][] = [
    ['params', request.params],
    ['query', request.query],
    ['body', isStream(request.body) ? undefined : request.body],
  ];
  for (const [where, value] of parts) {
    const found = findUnsafeText(value);
    // A bare string body has no field name of its own.
    if (found) return found.path || where;
  }
  return null;
}
