import { Body, Controller, Delete, Get, Header, Param, ParseUUIDPipe, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { checklistItemKeySchema, linkEvidenceRequestSchema, readinessQuerySchema, readinessViewSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AuthGuard, CurrentUser } from '../auth/auth.guard';
import { ApiContract } from '../http/api-contract';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { DataRoomsFlagGuard } from '../rooms/data-rooms-flag.guard';
import { ReadinessService } from './readiness.service';

const uuid = new ParseUUIDPipe();
const itemKey = new ZodBodyPipe(checklistItemKeySchema);

/**
 * Evidence-linked readiness (docs/product-rules.md, "Evidence-linked readiness"): checklist items
 * linked to room documents, and declared beside evidenced. Someone else's room answers 404.
 */
@ApiTags('rooms')
@ApiBearerAuth()
@UseGuards(AuthGuard, DataRoomsFlagGuard)
@Controller('api/v1')
export class ReadinessController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly readiness: ReadinessService,
  ) {}

  @Get('rooms/:id/evidence')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The room's checklist evidence: each item of your newest checklist for the room's track with its linked document or suggestions, declared beside evidenced per category" })
  @ApiContract({ response: readinessViewSchema })
  ofRoom(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.readiness.ofRoom(user.id, id);
  }

  @Put('rooms/:id/evidence/:itemKey')
  @ApiOperation({ summary: "Link a document of the room to a checklist item (replaces the item's earlier document in this room)" })
  @ApiContract({ body: linkEvidenceRequestSchema, response: readinessViewSchema })
  async link(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', uuid) id: string,
    @Param('itemKey', itemKey) key: string,
    @Body(new ZodBodyPipe(linkEvidenceRequestSchema)) body: z.infer<typeof linkEvidenceRequestSchema>,
  ) {
    await this.rpc.call('sharing.rooms.evidence.link', { userId: user.id, roomId: id, itemKey: key, documentId: body.documentId });
    return this.readiness.ofRoom(user.id, id);
  }

  @Delete('rooms/:id/evidence/:itemKey')
  @ApiOperation({ summary: "Unlink a checklist item's document in this room" })
  @ApiContract({ response: readinessViewSchema })
  async unlink(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Param('itemKey', itemKey) key: string) {
    await this.rpc.call('sharing.rooms.evidence.unlink', { userId: user.id, roomId: id, itemKey: key });
    return this.readiness.ofRoom(user.id, id);
  }

  @Get('readiness')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Declared beside evidenced for your newest checklist of the track, across all your rooms of that track, per checklist and ExitCheck Pro category" })
  @ApiContract({ query: readinessQuerySchema, response: readinessViewSchema })
  ofTrack(@CurrentUser() user: AuthenticatedUser, @Query() query: unknown) {
    return this.readiness.ofTrack(user.id, readinessQuerySchema.parse(query ?? {}).track);
  }
}
