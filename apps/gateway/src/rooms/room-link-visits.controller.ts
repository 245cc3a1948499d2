import { Body, Controller, Get, Header, HttpCode, Inject, Param, ParseIntPipe, ParseUUIDPipe, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { roomLinkAccessRequestSchema, roomLinkAgreeRequestSchema, rpcResponseSchema, SHARE_GRANT_HEADER, shareCodeRequestSchema } from '@bv/contracts';
import { roomThemeCss } from '@bv/domain';
import { RpcClient } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import { AccessTokenVerifier } from '../auth/access-token-verifier';
import type { GatewayConfig } from '../config';
import { ApiContract, fileAnswer } from '../http/api-contract';
import { clientKey } from '../http/client-address';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { checkedToken, grantOf, isPeek, viewerOf } from '../sharing/share-links';
import { visitorOf } from '../sharing/visitor-cookie';
import { DataRoomsFlagGuard } from './data-rooms-flag.guard';
import { previewerOf } from './room-link-previewer';

const uuid = new ParseUUIDPipe();
const DOWNLOAD_TIMEOUT_MS = 30_000;
const grantHeader = { name: SHARE_GRANT_HEADER, required: false, description: "The grant from POST …/room/access or …/room/agreement, on a link with access rules" };
const codeBody = shareCodeRequestSchema.pick({ email: true });

/** An <img> cannot send a header: page images may carry the grant as ?grant= (query values never reach the request log). */
function grantOfPage(request: FastifyRequest, query: string | undefined): string | null {
  return grantOf(request) ?? (typeof query === 'string' && query.length > 0 && query.length <= 2_000 ? query : null);
}

/**
 * A room link's visitor (no sign-in; docs/product-rules.md, "Deal rooms": room links). Under
 * /api/v1/shared/, so every answer carries no-referrer and noindex and the token never reaches a
 * log. Page images and originals come through here with the link's authorization, never from a
 * bucket URL; every request resolves the link again, so revoking it ends them at once.
 */
@ApiTags('sharing')
@UseGuards(DataRoomsFlagGuard)
@Controller('api/v1/shared/:token/room')
export class RoomLinkVisitsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
    private readonly verifier: AccessTokenVerifier,
  ) {}

  @Post('code')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      "Behind the link's verified e-mail gate: mail a one-time code to this address (the share links' codes and limits). 403 when the address is not on the link's list; 429 within a minute of the last code or over the limits",
  })
  @ApiContract({ body: codeBody, response: rpcResponseSchema('sharing.roomLinks.sendCode') })
  sendCode(@Param('token') token: string, @Body(new ZodBodyPipe(codeBody)) body: z.infer<typeof codeBody>, @Req() request: FastifyRequest) {
    return this.rpc.call('sharing.roomLinks.sendCode', { token: checkedToken(token), email: body.email, client: clientKey(request.ip) });
  }

  @Post('access')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The e-mail and its one-time code: a grant naming the verified address (401 for a wrong, expired or used-up code; 403 off the link's list)" })
  @ApiContract({ body: roomLinkAccessRequestSchema, response: rpcResponseSchema('sharing.roomLinks.access') })
  access(@Param('token') token: string, @Body(new ZodBodyPipe(roomLinkAccessRequestSchema)) body: z.infer<typeof roomLinkAccessRequestSchema>, @Req() request: FastifyRequest) {
    return this.rpc.call('sharing.roomLinks.access', { token: checkedToken(token), email: body.email, code: body.code, client: clientKey(request.ip) });
  }

  @Post('agreement')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiHeader(grantHeader)
  @ApiOperation({
    summary:
      "Accept the link's agreement (the version read, the reader's name): recorded with the verified e-mail, the time and the IP address; answers a grant that opens the room (409 when a newer version replaced it)",
  })
  @ApiContract({ body: roomLinkAgreeRequestSchema, response: rpcResponseSchema('sharing.roomLinks.agree') })
  agree(@Param('token') token: string, @Body(new ZodBodyPipe(roomLinkAgreeRequestSchema)) body: z.infer<typeof roomLinkAgreeRequestSchema>, @Req() request: FastifyRequest) {
    return this.rpc.call('sharing.roomLinks.agree', { token: checkedToken(token), grant: grantOf(request), ipAddress: request.ip ? request.ip.slice(0, 64) : null, ...body });
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiHeader(grantHeader)
  @ApiOperation({
    summary:
      'The room index the link opens: host, room, its folders in scope and their documents; a new visit counts a view (room.viewed). While a gate step is left (gate.step), no folders and no view',
  })
  @ApiContract({ response: rpcResponseSchema('sharing.roomLinks.open') })
  async open(@Param('token') token: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.rpc.call('sharing.roomLinks.open', await this.visit(token, request, reply));
  }

  @Get('theme.css')
  @Header('Cache-Control', 'private, max-age=86400')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "The founder's brand kit as the room's stylesheet (empty without a kit); never a view" })
  @ApiContract({ response: fileAnswer('The stylesheet', 'text/css') })
  async theme(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { brand } = await this.rpc.call('sharing.roomLinks.sharedBy', { token: checkedToken(token) });
    reply.header('Content-Type', 'text/css; charset=utf-8');
    return brand ? roomThemeCss(brand) : '';
  }

  @Get('logo.png')
  @Header('Cache-Control', 'private, max-age=86400')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "The founder's logo (404 without one or for a link that does not open); never a view" })
  @ApiContract({ response: fileAnswer('The logo', 'image/png') })
  async logo(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const file = await this.rpc.call('sharing.roomLinks.logo', { token: checkedToken(token) });
    reply.header('Content-Type', 'image/png');
    return Buffer.from(file.base64, 'base64');
  }

  @Get('documents/:documentId')
  @Header('Cache-Control', 'no-store')
  @ApiHeader(grantHeader)
  @ApiOperation({ summary: "A document in the link's scope (404 outside it, as for one that does not exist); publishes document.viewed" })
  @ApiContract({ response: rpcResponseSchema('sharing.roomLinks.document') })
  async document(@Param('token') token: string, @Param('documentId', uuid) documentId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.rpc.call('sharing.roomLinks.document', { ...(await this.visit(token, request, reply)), documentId });
  }

  @Get('documents/:documentId/pages/:page')
  // Private to this browser and short-lived: a revoked link stops serving pages within a minute.
  @Header('Cache-Control', 'private, max-age=60')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: 'A page image (JPEG, 1600 px wide) or with ?size=thumbnail its thumbnail (240 px), of a converted document in scope' })
  @ApiContract({ response: fileAnswer('The page image', 'image/jpeg') })
  async page(
    @Param('token') token: string,
    @Param('documentId', uuid) documentId: string,
    @Param('page', ParseIntPipe) page: number,
    @Query('size') size: string | undefined,
    @Query('grant') grant: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.rpc.call('sharing.roomLinks.page', { token: checkedToken(token), grant: grantOfPage(request, grant), documentId, page, size: size === 'thumbnail' ? 'thumbnail' : 'image', peek: isPeek(request) });
    reply.header('Content-Type', file.contentType);
    return Buffer.from(file.base64, 'base64');
  }

  @Get('documents/:documentId/download')
  @Header('Cache-Control', 'no-store')
  @ApiHeader(grantHeader)
  @ApiOperation({
    summary:
      "The original file, when the founder allowed its download on this link (403 otherwise); on a watermarked link a PDF stamped with the reader and the time on every page, and 403 for other types; 429 over the share links' download limits",
  })
  @ApiContract({ response: fileAnswer('The original file', 'application/octet-stream') })
  async download(@Param('token') token: string, @Param('documentId', uuid) documentId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const file = await this.rpc.call('sharing.roomLinks.download', { ...(await this.visit(token, request, reply)), documentId, client: clientKey(request.ip) }, { timeoutMs: DOWNLOAD_TIMEOUT_MS });
    reply.header('Content-Type', file.contentType);
    reply.header('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`);
    return Buffer.from(file.base64, 'base64');
  }

  /** `previewerId`: the signed-in founder previewing (optional bearer), so their own preview is not counted as a visit. */
  private async visit(token: string, request: FastifyRequest, reply: FastifyReply) {
    const visit = { token: checkedToken(token), grant: grantOf(request), viewer: viewerOf(request), visitorId: visitorOf(request, reply, this.config.COOKIE_SECURE), peek: isPeek(request) };
    return { ...visit, previewerId: await previewerOf(request, this.verifier) };
  }
}
