import { Controller, Get, Header, Param, ParseUUIDPipe, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { rpcResponseSchema, shareViewsQuerySchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AuthGuard, CurrentUser } from '../auth/auth.guard';
import { ApiContract, fileAnswer } from '../http/api-contract';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { DataRoomsFlagGuard } from './data-rooms-flag.guard';

const uuid = new ParseUUIDPipe();
const CSV_COLUMNS = 'viewed_at, name, email, verified, link, document, version, duration_seconds, furthest_page, pages, completion, downloaded_at, device_class, country';

/** What a room's links' visitors read, for the founder who owns the room (docs/product-rules.md, "Deal rooms": room analytics); 404 for anyone else. */
@ApiTags('rooms')
@ApiBearerAuth()
@UseGuards(AuthGuard, DataRoomsFlagGuard)
@Controller('api/v1/rooms/:id')
export class RoomAnalyticsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('analytics')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Per visitor, per document, per page, and document views per day (Singapore time, zero days included)' })
  @ApiContract({ query: shareViewsQuerySchema, response: rpcResponseSchema('sharing.roomAnalytics.stats') })
  stats(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Query(new ZodBodyPipe(shareViewsQuerySchema)) query: z.infer<typeof shareViewsQuerySchema>) {
    return this.rpc.call('sharing.roomAnalytics.stats', { userId: user.id, roomId: id, days: query.days });
  }

  @Get('analytics.csv')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: `Every document view (one line per visitor × document × visit) as CSV: ${CSV_COLUMNS}` })
  @ApiContract({ response: fileAnswer(`Every document view: ${CSV_COLUMNS}`, 'text/csv') })
  async csv(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { filename, csv } = await this.rpc.call('sharing.roomAnalytics.csv', { userId: user.id, roomId: id });
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
    return csv;
  }
}
