import { createHmac, timingSafeEqual } from 'node:crypto';

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * Signs the links inside e-mails with HMAC-SHA256 under EMAIL_LINK_SECRET, so nobody can
 * unsubscribe another address or fake opens and clicks by guessing. Each purpose has its own
 * signature, so an open token is no use as an unsubscribe token.
 */
export class LinkSigner {
  constructor(private readonly secret: string) {}

  unsubscribeToken(email: string): string {
    return `${b64url(email)}.${this.mac('unsubscribe', email)}`;
  }

  /** The address a genuine token was made for; null for anything else. */
  readUnsubscribeToken(token: string): string | null {
    const [encoded, mac, extra] = token.split('.');
    if (!encoded || !mac || extra !== undefined) return null;
    const email = Buffer.from(encoded, 'base64url').toString('utf8');
    return this.matches(mac, this.mac('unsubscribe', email)) ? email : null;
  }

  openToken(logId: string): string {
    return `${logId}.${this.mac('open', logId)}`;
  }

  readOpenToken(token: string): string | null {
    const [logId, mac] = token.split('.');
    return logId && mac && this.matches(mac, this.mac('open', logId)) ? logId : null;
  }

  /** The click token covers the target too: the redirect can only go where the mail pointed. */
  clickToken(logId: string, url: string): string {
    return `${logId}.${this.mac('click', logId, url)}`;
  }

  readClickToken(token: string, url: string): string | null {
    const [logId, mac] = token.split('.');
    return logId && mac && this.matches(mac, this.mac('click', logId, url)) ? logId : null;
  }

  private mac(purpose: string, ...parts: string[]): string {
    return createHmac('sha256', this.secret).update([purpose, ...parts].join('\n')).digest('base64url');
  }

  private matches(given: string, expected: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

/** "m***@example.sg": enough for its owner to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
