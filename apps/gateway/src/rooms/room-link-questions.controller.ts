import { Body, Controller, Get, Header, HttpCode, Inject, Param, ParseUUIDPipe, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { askRoomQuestionRequestSchema, rpcResponseSchema, SHARE_GRANT_HEADER } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { ApiContract } from '../http/api-contract';
import { clientKey } from '../http/client-address';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { checkedToken, grantOf } from '../sharing/share-links';
import { visitorOf } from '../sharing/visitor-cookie';
import { DataRoomsFlagGuard } from './data-rooms-flag.guard';

const uuid = new ParseUUIDPipe();
const grantHeader = { name: SHARE_GRANT_HEADER, required: false, description: "The grant from POST …/room/access or …/room/agreement, on a link with access rules" };

/**
 * Questions in a room link's viewer (docs/product-rules.md, "Deal rooms": questions). Under
 * /api/v1/shared/, like the rest of the link's routes: no-referrer, noindex, the token kept out of logs.
 */
@ApiTags('sharing')
@UseGuards(DataRoomsFlagGuard)
@Controller('api/v1/shared/:token/room/documents/:documentId/questions')
export class RoomLinkQuestionsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiHeader(grantHeader)
  @ApiOperation({ summary: "The visitor's own questions on the document and the answers the founder shared with everyone on this link, oldest first" })
  @ApiContract({ response: rpcResponseSchema('sharing.roomQuestions.forViewer') })
  list(@Param('token') token: string, @Param('documentId', uuid) documentId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.rpc.call('sharing.roomQuestions.forViewer', this.visitor(token, documentId, request, reply));
  }

  @Post()
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @ApiHeader(grantHeader)
  @ApiOperation({
    summary:
      'Ask the founder about the document or one of its pages (mails them). Without a verified e-mail on the link, name and email are required; 429 past 5 questions an hour from one visitor or 30 on the link',
  })
  @ApiContract({ body: askRoomQuestionRequestSchema, response: rpcResponseSchema('sharing.roomQuestions.ask'), status: 201 })
  ask(
    @Param('token') token: string,
    @Param('documentId', uuid) documentId: string,
    @Body(new ZodBodyPipe(askRoomQuestionRequestSchema)) body: z.infer<typeof askRoomQuestionRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.rpc.call('sharing.roomQuestions.ask', { ...this.visitor(token, documentId, request, reply), client: clientKey(request.ip), question: body });
  }

  private visitor(token: string, documentId: string, request: FastifyRequest, reply: FastifyReply) {
    return { token: checkedToken(token), grant: grantOf(request), visitorId: visitorOf(request, reply, this.config.COOKIE_SECURE), documentId };
  }
}
