import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AppError, emailClickQuerySchema, emailLinkQuerySchema, appError, notificationsErrors } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { invalidLinkPage, unsubscribeConfirmPage, unsubscribedPage } from '../web-hosting/email-pages';
import { ApiContract, fileAnswer, htmlPage, redirect } from '../http/api-contract';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** Tracking must never slow a mail client down; a lost open is better than a slow image. */
const TRACKING_TIMEOUT_MS = 2_000;

const tokenOf = (value: unknown): string | null => (typeof value === 'string' && value.length >= 10 && value.length <= 600 ? value : null);

/**
 * The links inside every e-mail: one-click unsubscribe (RFC 8058: GET shows a confirmation,
 * POST unsubscribes, so link scanners that follow GETs unsubscribe nobody), the open pixel and
 * the click redirect. Signatures are checked by the notifications service, which holds the key.
 */
@ApiTags('notifications')
@Controller('api/v1/email')
export class EmailLinksController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('unsubscribe')
  @ApiOperation({ summary: 'Unsubscribe confirmation page for the link in a marketing mail' })
  @ApiContract({ query: emailLinkQuerySchema, response: htmlPage('The confirmation page (or, for a bad link, a page saying so with 400)') })
  async confirmUnsubscribe(@Query('token') rawToken: unknown, @Res() reply: FastifyReply): Promise<void> {
    const token = tokenOf(rawToken);
    try {
      if (!token) throw appError(notificationsErrors.LINK_INCOMPLETE);
      const state = await this.rpc.call('notifications.unsubscribe.verify', { token });
      const html = state.unsubscribed ? unsubscribedPage(state.address) : unsubscribeConfirmPage(state.address, `/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`);
      void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    } catch (err) {
      this.sendError(reply, err);
    }
  }

  /** Both a mail client's one-click POST (body List-Unsubscribe=One-Click) and the page's button. */
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'One-click unsubscribe (List-Unsubscribe-Post) and the confirmation form' })
  @ApiContract({ query: emailLinkQuerySchema, response: htmlPage('The page confirming the unsubscription (or, for a bad link, a page saying so with 400)') })
  async unsubscribe(@Query('token') rawToken: unknown, @Res() reply: FastifyReply): Promise<void> {
    const token = tokenOf(rawToken);
    const source = (reply.request.body as { confirm?: unknown } | undefined)?.confirm === 'yes' ? 'unsubscribe-page' : 'one-click';
    try {
      if (!token) throw appError(notificationsErrors.LINK_INCOMPLETE);
      const done = await this.rpc.call('notifications.unsubscribe', { token, source });
      void reply.status(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(unsubscribedPage(done.address));
    } catch (err) {
      this.sendError(reply, err);
    }
  }

  @ApiOperation({ summary: 'Record that an e-mail was opened (tracking pixel)' })
  @Get('open')
  @ApiContract({ query: emailLinkQuerySchema, response: fileAnswer('A transparent 1×1 GIF, whatever the token', 'image/gif') })
  async open(@Query('token') rawToken: unknown, @Res() reply: FastifyReply): Promise<void> {
    const token = tokenOf(rawToken);
    if (token) await this.rpc.call('notifications.engagement.track', { kind: 'open', token }, { timeoutMs: TRACKING_TIMEOUT_MS }).catch(() => undefined);
    void reply.header('cache-control', 'no-store, private').type('image/gif').send(PIXEL);
  }

  /** Goes only where the signed link said; anything else lands on the home page (no open redirect). */
  @ApiOperation({ summary: 'Record a click in an e-mail and redirect to the link\'s target' })
  @Get('click')
  @ApiContract({ query: emailClickQuerySchema, response: redirect, status: 302 })
  async click(@Query('token') rawToken: unknown, @Query('url') rawUrl: unknown, @Res() reply: FastifyReply): Promise<void> {
    const token = tokenOf(rawToken);
    const url = typeof rawUrl === 'string' && /^https?:\/\//.test(rawUrl) && rawUrl.length <= 2000 ? rawUrl : null;
    let target = '/';
    if (token && url) {
      const tracked = await this.rpc.call('notifications.engagement.track', { kind: 'click', token, url }, { timeoutMs: TRACKING_TIMEOUT_MS }).catch(() => null);
      if (tracked?.redirectTo) target = tracked.redirectTo;
    }
    void reply.header('cache-control', 'no-store, private').redirect(target, 302);
  }

  private sendError(reply: FastifyReply, err: unknown): void {
    if (!(err instanceof AppError) || err.kind !== 'validation') throw err;
    void reply.status(400).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(invalidLinkPage(err.message));
  }
}
