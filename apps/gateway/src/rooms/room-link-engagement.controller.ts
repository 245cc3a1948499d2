import { Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { roomEngagementRequestSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import { SameOriginGuard } from '../auth/same-origin.guard';
import type { GatewayConfig } from '../config';
import { ApiContract, noContent } from '../http/api-contract';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { checkedToken } from '../sharing/share-links';
import { readVisitor } from '../sharing/visitor-cookie';
import { DataRoomsFlagGuard } from './data-rooms-flag.guard';

/**
 * The room viewer's beacon (docs/product-rules.md, "Deal rooms": room analytics), as the share
 * viewer's: same origin only, no grant (a beacon cannot send one), the visitor cookie names the view.
 */
@ApiTags('sharing')
@UseGuards(DataRoomsFlagGuard)
@Controller('api/v1/shared/:token/room')
export class RoomLinkEngagementController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('engagement')
  @HttpCode(204)
  @UseGuards(SameOriginGuard)
  @ApiOperation({ summary: "Time on each page of one document since the last report (only the browser that opened the document may report on it; capped at the time that passed)" })
  @ApiContract({ body: roomEngagementRequestSchema, response: noContent, status: 204 })
  async engagement(@Param('token') token: string, @Body(new ZodBodyPipe(roomEngagementRequestSchema)) body: z.infer<typeof roomEngagementRequestSchema>, @Req() request: FastifyRequest): Promise<void> {
    await this.rpc.call('sharing.roomLinks.engagement', { token: checkedToken(token), visitorId: readVisitor(request, this.config.COOKIE_SECURE), engagement: body });
  }
}
