import { Controller, Get, Header, Inject, Param, ParseIntPipe, ParseUUIDPipe, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rpcResponseSchema } from '@bv/contracts';
import { roomThemeCss } from '@bv/domain';
import { RpcClient } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { ApiContract, fileAnswer } from '../http/api-contract';
import { clientKey } from '../http/client-address';
import { checkedToken, isPeek, viewerOf } from '../sharing/share-links';
import { visitorOf } from '../sharing/visitor-cookie';
import { DataRoomsFlagGuard } from './data-rooms-flag.guard';

const uuid = new ParseUUIDPipe();
const DOWNLOAD_TIMEOUT_MS = 30_000;

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
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The room index the link opens: host, room, its folders in scope and their documents; a new visit counts a view (room.viewed)' })
  @ApiContract({ response: rpcResponseSchema('sharing.roomLinks.open') })
  open(@Param('token') token: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.rpc.call('sharing.roomLinks.open', this.visit(token, request, reply));
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
  @ApiOperation({ summary: "A document in the link's scope (404 outside it, as for one that does not exist); publishes document.viewed" })
  @ApiContract({ response: rpcResponseSchema('sharing.roomLinks.document') })
  document(@Param('token') token: string, @Param('documentId', uuid) documentId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.rpc.call('sharing.roomLinks.document', { ...this.visit(token, request, reply), documentId });
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
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.rpc.call('sharing.roomLinks.page', { token: checkedToken(token), documentId, page, size: size === 'thumbnail' ? 'thumbnail' : 'image', peek: isPeek(request) });
    reply.header('Content-Type', file.contentType);
    return Buffer.from(file.base64, 'base64');
  }

  @Get('documents/:documentId/download')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The original file, when the founder allowed its download on this link (403 otherwise); 429 over the share links' download limits" })
  @ApiContract({ response: fileAnswer('The original file', 'application/octet-stream') })
  async download(@Param('token') token: string, @Param('documentId', uuid) documentId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const file = await this.rpc.call('sharing.roomLinks.download', { ...this.visit(token, request, reply), documentId, client: clientKey(request.ip) }, { timeoutMs: DOWNLOAD_TIMEOUT_MS });
    reply.header('Content-Type', file.contentType);
    reply.header('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`);
    return Buffer.from(file.base64, 'base64');
  }

  private visit(token: string, request: FastifyRequest, reply: FastifyReply) {
    return { token: checkedToken(token), viewer: viewerOf(request), visitorId: visitorOf(request, reply, this.config.COOKIE_SECURE), peek: isPeek(request) };
  }
}
