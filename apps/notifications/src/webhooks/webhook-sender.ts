import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './ssrf-guard';

/** How much of an answer's body is kept: enough to read an error, never a whole page. */
export const RESPONSE_EXCERPT_CHARS = 500;

export type SendResult = { status: number | null; excerpt: string | null; error: string | null };

/**
 * POSTs one signed message to a checked target. The connection goes to the address the SSRF
 * guard approved (its `lookup` answers that address whatever DNS says now); TLS still checks the
 * certificate against the host name. Redirects are not followed: a 3xx is a failed attempt.
 */
export function sendWebhook(target: CheckedTarget, headers: Record<string, string>, body: string, timeoutMs: number): Promise<SendResult> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (err: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { 'content-type': 'application/json', 'user-agent': 'BlueprintVault-Webhooks/1.0', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res: IncomingMessage) => {
        let excerpt = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          excerpt += chunk;
          // Enough read: the rest of the body is not wanted (and may be endless).
          if (excerpt.length >= RESPONSE_EXCERPT_CHARS) {
            finish({ status: res.statusCode ?? null, excerpt: excerpt.slice(0, RESPONSE_EXCERPT_CHARS), error: null });
            res.destroy();
          }
        });
        res.on('end', () => finish({ status: res.statusCode ?? null, excerpt: excerpt || null, error: null }));
        res.on('error', () => finish({ status: res.statusCode ?? null, excerpt: excerpt.slice(0, RESPONSE_EXCERPT_CHARS) || null, error: null }));
      },
    );
    // The whole attempt (connect, send, answer) has one budget.
    const timer = setTimeout(() => {
      finish({ status: null, excerpt: null, error: `no answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (err) => finish({ status: null, excerpt: null, error: err.message.slice(0, 300) }));
    req.end(body);
  });
}
