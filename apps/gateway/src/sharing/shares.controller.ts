import { Body, Controller, Get, Header, HttpCode, Inject, Param, ParseUUIDPipe, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { createShareRequestSchema, shareListQuerySchema, shareViewsQuerySchema, updateShareRequestSchema, ownerShareListSchema, ownerShareSchema, rpcResponseSchema, type OwnerShare, type OwnerShareList } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AuthGuard, CurrentUser } from '../auth/auth.guard';
import type { GatewayConfig } from '../config';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { withUrl } from './share-links';
import { ApiContract, fileAnswer } from '../http/api-contract';

const uuid = new ParseUUIDPipe();

/** The owner's links (issue: sharing). Someone else's share answers 404, like one that does not exist. */
@ApiTags('sharing')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/v1/shares')
export class SharesController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Share one of your outputs; the answer carries the link (url) to copy' })
  @ApiContract({ body: createShareRequestSchema, response: ownerShareSchema, status: 201 })
  async create(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(createShareRequestSchema)) body: z.infer<typeof createShareRequestSchema>): Promise<OwnerShare> {
    return withUrl(await this.rpc.call('sharing.shares.create', { userId: user.id, share: body }), this.config.PUBLIC_URL);
  }

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Your shares, newest first (optionally of one output)' })
  @ApiContract({ query: shareListQuerySchema, response: ownerShareListSchema })
  async list(@CurrentUser() user: AuthenticatedUser, @Query(new ZodBodyPipe(shareListQuerySchema)) query: z.infer<typeof shareListQuerySchema>): Promise<OwnerShareList> {
    const { shares } = await this.rpc.call('sharing.shares.list', { userId: user.id, ...query });
    return { shares: shares.map((s) => withUrl(s, this.config.PUBLIC_URL)) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit a share: absent fields stay, null clears (password: null removes it)' })
  @ApiContract({ body: updateShareRequestSchema, response: ownerShareSchema })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', uuid) id: string,
    @Body(new ZodBodyPipe(updateShareRequestSchema)) body: z.infer<typeof updateShareRequestSchema>,
  ): Promise<OwnerShare> {
    return withUrl(await this.rpc.call('sharing.shares.update', { userId: user.id, shareId: id, changes: body }), this.config.PUBLIC_URL);
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke the link for good' })
  @ApiContract({ response: ownerShareSchema })
  async revoke(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string): Promise<OwnerShare> {
    return withUrl(await this.rpc.call('sharing.shares.revoke', { userId: user.id, shareId: id }), this.config.PUBLIC_URL);
  }

  @Get(':id/views')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Views per day (Singapore time, zero days included) and the latest 50 views' })
  @ApiContract({ query: shareViewsQuerySchema, response: rpcResponseSchema('sharing.shares.views') })
  views(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Query(new ZodBodyPipe(shareViewsQuerySchema)) query: z.infer<typeof shareViewsQuerySchema>) {
    return this.rpc.call('sharing.shares.views', { userId: user.id, shareId: id, days: query.days });
  }

  @Get(':id/views.csv')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Every view as CSV: viewed_at, device_class, country' })
  @ApiContract({ response: fileAnswer('Every view: viewed_at, device_class, country', 'text/csv') })
  async viewsCsv(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { filename, csv } = await this.rpc.call('sharing.shares.viewsCsv', { userId: user.id, shareId: id });
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
    return csv;
  }
}
