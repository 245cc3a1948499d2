import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type ServiceLogger } from '@bv/service-kit';
import type { ClientLogEntry } from '@bv/contracts';
import { loggableUrl, redactShareTokens } from '../http/loggable-url';

const SECRET_KEY = /pass(word)?|secret|token|authori[sz]ation|cookie|api[-_]?key|card|cvc|cvv|session[-_]?id$/i;
// Bearer tokens, JWTs and card-like digit runs that slipped into a message.
const SECRET_TEXT: Array<[RegExp, string]> = [
  [/bearer\s+[\w.~+/-]+=*/gi, 'Bearer [redacted]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted-jwt]'],
  [/\b\d(?:[ -]?\d){12,18}\b/g, '[redacted-number]'],
];

/** Bearer tokens, JWTs, card-like numbers and share-link tokens (a failed fetch names its URL). */
export function scrubText(text: string): string {
  return redactShareTokens(SECRET_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text));
}

export function scrubContext(context: ClientLogEntry['context']): Record<string, unknown> | undefined {
  if (!context) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(context)) {
    out[key] = SECRET_KEY.test(key) ? '[redacted]' : typeof value === 'string' ? scrubText(value) : value;
  }
  return out;
}

/** Writes the browser's entries into the gateway's own log, each at the level the browser gave it. */
@Injectable()
export class ClientLogsService {
  constructor(@Inject(LOGGER) private readonly logger: ServiceLogger) {}

  record(entries: readonly ClientLogEntry[], client: { ip: string; userAgent?: string }): void {
    for (const entry of entries) {
      this.logger[entry.level](
        {
          source: 'browser',
          clientTime: entry.timestamp,
          // The page's path: on a share page it holds the link's token.
          route: entry.route === undefined ? undefined : loggableUrl(entry.route),
          errorId: entry.errorId,
          browserSession: entry.sessionId,
          context: scrubContext(entry.context),
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 300),
        },
        scrubText(entry.message),
      );
    }
  }
}
