import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { LinkSigner } from './link-signer';

/** Public addresses of the gateway's e-mail endpoints (apps/gateway/src/notifications). */
export const EMAIL_LINK_PATHS = {
  unsubscribe: '/api/v1/email/unsubscribe',
  open: '/api/v1/email/open',
  click: '/api/v1/email/click',
} as const;

/** Builds and checks the signed links that go into mail. */
@Injectable()
export class EmailLinks {
  readonly signer: LinkSigner;
  readonly base: string;

  constructor(@Inject(CONFIG) config: NotificationsConfig) {
    this.signer = new LinkSigner(config.EMAIL_LINK_SECRET);
    this.base = config.PUBLIC_URL.replace(/\/$/, '');
  }

  url(path: string): string {
    return `${this.base}${path}`;
  }

  unsubscribeUrl(email: string): string {
    return `${this.url(EMAIL_LINK_PATHS.unsubscribe)}?token=${this.signer.unsubscribeToken(email)}`;
  }

  /** The /account tab where a signed-in user manages what they receive. */
  preferencesUrl(): string {
    return this.url('/account?tab=notifications');
  }

  openPixelUrl(logId: string): string {
    return `${this.url(EMAIL_LINK_PATHS.open)}?token=${this.signer.openToken(logId)}`;
  }

  clickUrl(logId: string, target: string): string {
    return `${this.url(EMAIL_LINK_PATHS.click)}?token=${this.signer.clickToken(logId, target)}&url=${encodeURIComponent(target)}`;
  }

  /** Our own e-mail endpoints are never wrapped for click tracking. */
  isEmailEndpoint(target: string): boolean {
    return target.startsWith(this.url('/api/v1/email/'));
  }
}
