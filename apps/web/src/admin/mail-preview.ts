import { SINGAPORE_TIME_ZONE } from '@bv/domain';
import { formatDate } from '../format/format';

const URL_PATTERN = /https?:\/\/\S+/g;
const GREETING = /^(hi|hello|dear)\b[^\n]*\n+/i;

/**
 * The line a mail list shows under the subject: the first words a reader gets to, so the
 * greeting and bare web addresses (long, and redacted tokens) give way to the sentence itself.
 */
export function mailPreview(text: string, length = 160): string {
  const body = text.trim().replace(GREETING, '').replace(URL_PATTERN, '(link)').replace(/\s+/g, ' ').trim();
  return body.length > length ? `${body.slice(0, length - 1).trimEnd()}…` : body;
}

/** The first letter of an address, for the list's round initial. */
export function initialOf(address: string): string {
  return (/[a-z0-9]/i.exec(address)?.[0] ?? '?').toUpperCase();
}

const clock = new Intl.DateTimeFormat('en-SG', { hour: 'numeric', minute: '2-digit', timeZone: SINGAPORE_TIME_ZONE });
const dayMonth = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', timeZone: SINGAPORE_TIME_ZONE });

/** When, as a mail list says it: the time for today's mail (Singapore time), the day and month before that. */
export function listTime(value: string, now = new Date()): string {
  const at = new Date(value);
  return formatDate(at) === formatDate(now) ? clock.format(at) : dayMonth.format(at);
}
