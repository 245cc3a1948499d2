import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, type NestMiddleware } from '@nestjs/common';

/**
 * E-mail link tokens (unsubscribe, open, click) are credentials: whoever has one can act for
 * the recipient. Fastify has parsed the query already, so the URL the request log prints is
 * rewritten without them; the handlers still read the real values. The middleware runner
 * puts `originalUrl` back into `url` after each middleware, so both are rewritten.
 */
@Injectable()
export class RedactLinkTokensMiddleware implements NestMiddleware {
  use(req: IncomingMessage & { originalUrl?: string }, _res: ServerResponse, next: () => void): void {
    if (req.url) req.url = redactLinkTokens(req.url);
    if (req.originalUrl) req.originalUrl = redactLinkTokens(req.originalUrl);
    next();
  }
}

export function redactLinkTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}
