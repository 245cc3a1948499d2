import { routedPathOf } from './routed-path';

/**
 * `shared/<token>` wherever it stands (the page, its API, `/admin-preview/shared/…`, a link in a
 * browser's error message) and however it is spelled (`shared%2F…` left by a double encoding, any
 * letter case: the web app's router ignores case). The token opens the link, so it never
 * reaches a log.
 */
const SHARE_TOKEN = /\b(shared)(?:\/|%2f)+[^/?#\s"'<>]+/gi;

export function redactShareTokens(text: string): string {
  return text.replace(SHARE_TOKEN, '$1/[redacted]');
}

/**
 * Query values are where link credentials (reset, verify, activate, unsubscribe tokens) and
 * e-mail addresses travel, so the log keeps the parameter names only.
 */
function redactQueryValues(query: string): string {
  const names = query
    .split('&')
    .filter((pair) => pair.length > 0)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `?${names.join('&')}`;
}

/**
 * A URL as a log may print it: the path as the router serves it (decoded, `//` collapsed, `..`
 * resolved, so `/shared%2F…`, `//shared/…` and `/x/../shared/…` are all `/shared/…`) with share
 * tokens taken out, and the query's names without their values.
 */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  const path = redactShareTokens(routedPathOf(start < 0 ? url : url.slice(0, start)));
  return start < 0 ? path : `${path}${redactQueryValues(url.slice(start + 1))}`;
}
