import { Body, Controller, Get, Header, HttpCode, Inject, Param, ParseUUIDPipe, Post, Put, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { createRoomLinkRequestSchema, ownerRoomLinkListSchema, ownerRoomLinkSchema, roomLinkAcceptanceListSchema, updateRoomLinkAccessRequestSchema, type RoomLink } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AuthGuard, CurrentUser } from '../auth/auth.guard';
import type { GatewayConfig } from '../config';
import { ApiContract, fileAnswer } from '../http/api-contract';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { DataRoomsFlagGuard } from './data-rooms-flag.guard';

const uuid = new ParseUUIDPipe();

/** The room index a link opens: under /shared/, so its token is kept out of logs and Referer like a share's. */
export function roomLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/shared/${token}/room`;
}

/** A founder's links to one of their rooms (docs/product-rules.md, "Deal rooms": room links). */
@ApiTags('rooms')
@ApiBearerAuth()
@UseGuards(AuthGuard, DataRoomsFlagGuard)
@Controller('api/v1/rooms/:id/links')
export class RoomLinksController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The room's links, newest first" })
  @ApiContract({ response: ownerRoomLinkListSchema })
  async list(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    const { links } = await this.rpc.call('sharing.roomLinks.list', { userId: user.id, roomId: id });
    return { links: links.map((l) => this.withUrl(l)) };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a link to the room: all folders or chosen ones, the documents that may be downloaded, an optional expiry' })
  @ApiContract({ body: createRoomLinkRequestSchema, response: ownerRoomLinkSchema, status: 201 })
  async create(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Body(new ZodBodyPipe(createRoomLinkRequestSchema)) body: z.infer<typeof createRoomLinkRequestSchema>) {
    return this.withUrl(await this.rpc.call('sharing.roomLinks.create', { userId: user.id, roomId: id, link: body }));
  }

  @Post(':linkId/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a link for good (idempotent): it stops opening at once' })
  @ApiContract({ response: ownerRoomLinkSchema })
  async revoke(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Param('linkId', uuid) linkId: string) {
    return this.withUrl(await this.rpc.call('sharing.roomLinks.revoke', { userId: user.id, roomId: id, linkId }));
  }

  @Put(':linkId/access')
  @ApiOperation({ summary: "Replace the link's access rules: verified e-mail and its allow list, the agreement (a changed text is a new version to accept again), the watermark" })
  @ApiContract({ body: updateRoomLinkAccessRequestSchema, response: ownerRoomLinkSchema })
  async updateAccess(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', uuid) id: string,
    @Param('linkId', uuid) linkId: string,
    @Body(new ZodBodyPipe(updateRoomLinkAccessRequestSchema)) body: z.infer<typeof updateRoomLinkAccessRequestSchema>,
  ) {
    return this.withUrl(await this.rpc.call('sharing.roomLinks.updateAccess', { userId: user.id, roomId: id, linkId, access: body }));
  }

  @Get(':linkId/acceptances')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The link's agreement acceptances, newest first (the latest 500): name, e-mail, version, IP address, time" })
  @ApiContract({ response: roomLinkAcceptanceListSchema })
  acceptances(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Param('linkId', uuid) linkId: string) {
    return this.rpc.call('sharing.roomLinks.acceptances', { userId: user.id, roomId: id, linkId });
  }

  @Get(':linkId/acceptances.csv')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Every acceptance as CSV: accepted_at, name, email, agreement_version, ip_address' })
  @ApiContract({ response: fileAnswer('Every acceptance: accepted_at, name, email, agreement_version, ip_address', 'text/csv') })
  async acceptancesCsv(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Param('linkId', uuid) linkId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { filename, csv } = await this.rpc.call('sharing.roomLinks.acceptancesCsv', { userId: user.id, roomId: id, linkId });
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
    return csv;
  }

  private withUrl(link: RoomLink) {
    return { ...link, url: roomLinkUrl(this.config.PUBLIC_URL, link.token) };
  }
}
