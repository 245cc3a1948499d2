import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SHARE_GRANT_HEADER, shareAccessRequestSchema, shareCodeRequestSchema, shareEngagementRequestSchema, rpcResponseSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import { roomThemeCss } from '@bv/domain';
import { SameOriginGuard } from '../auth/same-origin.guard';
import type { GatewayConfig } from '../config';
import { clientKey } from '../http/client-address';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { checkedToken, grantOf, isPeek, viewerOf } from './share-links';
import { readVisitor, visitorOf } from './visitor-cookie';
import { ApiContract, fileAnswer, noContent } from '../http/api-contract';

const DOWNLOAD_TIMEOUT_MS = 30_000;
const grantHeader = { name: SHARE_GRANT_HEADER, required: false, description: 'The grant from POST …/access, for a link behind a password or an e-mail gate' };

/**
 * The public side of a link (no sign-in). Every answer, errors included, carries
 * `Referrer-Policy: no-referrer` and `X-Robots-Tag: noindex` (SharingModule's hook).
 */
@ApiTags('sharing')
@Controller('api/v1/shared')
export class SharedLinksController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get(':token')
  @Header('Cache-Control', 'no-store')
  @ApiHeader(grantHeader)
  @ApiOperation({ summary: 'Title and what the link asks (password, e-mail); with the content (a counted view) when nothing is or a valid grant is sent' })
  @ApiContract({ response: rpcResponseSchema('sharing.public.open') })
  open(@Param('token') token: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.rpc.call('sharing.public.open', this.publicRequest(token, request, reply));
  }

  @Post(':token/access')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      "Pass the link's gate: its password and/or the visitor's e-mail with the one-time code sent to it (POST …/code) give a 30-minute grant (401 'Incorrect password', or a code that is wrong, expired or used up; 403 when the e-mail is not on the link's list; 429 after 10 wrong tries in 15 minutes)",
  })
  @ApiContract({ body: shareAccessRequestSchema, response: rpcResponseSchema('sharing.public.access') })
  access(@Param('token') token: string, @Body(new ZodBodyPipe(shareAccessRequestSchema)) body: z.infer<typeof shareAccessRequestSchema>, @Req() request: FastifyRequest) {
    return this.rpc.call('sharing.public.access', { token: checkedToken(token), password: body.password ?? '', email: body.email ?? null, code: body.code ?? null, client: clientKey(request.ip) });
  }

  @Post(':token/code')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      "Behind the e-mail gate: mail a one-time code to this address (with the link's password when it has one). 403 when the address is not on the link's list; 429 within a minute of the last code, or over the per-address, per-link and per-client limits",
  })
  @ApiContract({ body: shareCodeRequestSchema, response: rpcResponseSchema('sharing.public.sendCode') })
  sendCode(@Param('token') token: string, @Body(new ZodBodyPipe(shareCodeRequestSchema)) body: z.infer<typeof shareCodeRequestSchema>, @Req() request: FastifyRequest) {
    return this.rpc.call('sharing.public.sendCode', { token: checkedToken(token), password: body.password ?? '', email: body.email, client: clientKey(request.ip) });
  }

  @Get(':token/content')
  @Header('Cache-Control', 'no-store')
  @ApiHeader(grantHeader)
  @ApiOperation({ summary: 'The shared output (latest saved version); counts a view unless this browser viewed it in the last 30 minutes' })
  @ApiContract({ response: rpcResponseSchema('sharing.public.content') })
  content(@Param('token') token: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.rpc.call('sharing.public.content', this.publicRequest(token, request, reply));
  }

  @Post(':token/engagement')
  @HttpCode(204)
  @UseGuards(SameOriginGuard)
  @ApiOperation({ summary: "The viewer's beacon: time on each slide or section since the last one (only the browser that opened the view may report on it)" })
  @ApiContract({ body: shareEngagementRequestSchema, response: noContent, status: 204 })
  async engagement(
    @Param('token') token: string,
    @Body(new ZodBodyPipe(shareEngagementRequestSchema)) body: z.infer<typeof shareEngagementRequestSchema>,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.rpc.call('sharing.public.engagement', { token: checkedToken(token), visitorId: readVisitor(request, this.config.COOKIE_SECURE), engagement: body });
  }

  @Get(':token/download.pdf')
  @Header('Cache-Control', 'no-store')
  @ApiHeader(grantHeader)
  @ApiOperation({
    summary:
      "The PDF, when the owner allows downloads (403 otherwise), counted as a view; behind the e-mail gate every page carries the viewer's e-mail and the date. 429 over the download limits, 503 with Retry-After while the PDF queue is full",
  })
  @ApiContract({ response: fileAnswer('The PDF of the shared output', 'application/pdf') })
  async download(@Param('token') token: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    // A download may wait its turn for a PDF thread (SHARE_PDF_QUEUE jobs at most), so it gets longer than a read.
    const file = await this.rpc.call('sharing.public.download', { ...this.publicRequest(token, request, reply), client: clientKey(request.ip) }, { timeoutMs: DOWNLOAD_TIMEOUT_MS });
    reply.header('Content-Type', file.contentType);
    reply.header('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`);
    return Buffer.from(file.base64, 'base64');
  }

  @Get(':token/theme.css')
  // Versioned by ?v= (the kit's colours and fonts), so a browser may keep it a day.
  @Header('Cache-Control', 'private, max-age=86400')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "The sharer's brand kit as the room's stylesheet (CSS custom properties; empty without a kit); never a view" })
  @ApiContract({ response: fileAnswer('The stylesheet', 'text/css') })
  async theme(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { brand } = await this.rpc.call('sharing.public.sharedBy', { token: checkedToken(token) });
    reply.header('Content-Type', 'text/css; charset=utf-8');
    return brand ? roomThemeCss(brand) : '';
  }

  @Get(':token/logo.png')
  // The URL carries the logo's version (?v=), so a browser may keep it; a new logo is a new URL.
  @Header('Cache-Control', 'private, max-age=86400')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "The sharer's logo from their brand kit, for the gate and the viewer (404 without one or for a link that does not open); never a view" })
  @ApiContract({ response: fileAnswer('The logo', 'image/png') })
  async logo(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const file = await this.rpc.call('sharing.public.logo', { token: checkedToken(token) });
    reply.header('Content-Type', 'image/png');
    return Buffer.from(file.base64, 'base64');
  }

  private publicRequest(token: string, request: FastifyRequest, reply: FastifyReply) {
    return { token: checkedToken(token), grant: grantOf(request), viewer: viewerOf(request), visitorId: visitorOf(request, reply, this.config.COOKIE_SECURE), peek: isPeek(request) };
  }
}
