import { Body, Controller, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SHARE_GRANT_HEADER, shareAccessRequestSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { clientKey } from '../http/client-address';
import { openApiSchema } from '../http/openapi';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { checkedToken, grantOf, viewerOf } from './share-links';

const grantHeader = { name: SHARE_GRANT_HEADER, required: false, description: 'The grant from POST …/access, for a password-protected link' };

/**
 * The public side of a link (no sign-in). Every answer, errors included, carries
 * `Referrer-Policy: no-referrer` and `X-Robots-Tag: noindex` (SharingModule's hook).
 */
@ApiTags('sharing')
@Controller('api/v1/shared')
export class SharedLinksController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':token')
  @Header('Cache-Control', 'no-store')
  @ApiHeader(grantHeader)
  @ApiOperation({ summary: 'Title and whether a password is needed; with the content (a counted view) when none is or a valid grant is sent' })
  open(@Param('token') token: string, @Req() request: FastifyRequest) {
    return this.rpc.call('sharing.public.open', { token: checkedToken(token), grant: grantOf(request), viewer: viewerOf(request) });
  }

  @Post(':token/access')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Check the link's password; a correct one gives a 30-minute grant (401 'Incorrect password'; 429 after 10 wrong tries in 15 minutes)" })
  @ApiBody({ schema: openApiSchema(shareAccessRequestSchema) })
  access(@Param('token') token: string, @Body(new ZodBodyPipe(shareAccessRequestSchema)) body: z.infer<typeof shareAccessRequestSchema>, @Req() request: FastifyRequest) {
    return this.rpc.call('sharing.public.access', { token: checkedToken(token), password: body.password, client: clientKey(request.ip) });
  }

  @Get(':token/content')
  @Header('Cache-Control', 'no-store')
  @ApiHeader(grantHeader)
  @ApiOperation({ summary: 'The shared output (latest saved version); counts a view' })
  content(@Param('token') token: string, @Req() request: FastifyRequest) {
    return this.rpc.call('sharing.public.content', { token: checkedToken(token), grant: grantOf(request), viewer: viewerOf(request) });
  }
}
