import { Body, Controller, Get, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { adminFlagAuditListSchema, flagsAuditQuerySchema, flagsUpdateBodySchema, phaseActivateBodySchema, flagsSnapshotSchema, rpcResponseSchema, type FlagsSnapshot } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AdminGuard, CurrentUser } from '../auth/auth.guard';
import { FlagsSnapshotService } from '../flags/flags-snapshot.service';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { RealtimeService } from '../realtime/realtime.service';
import { ApiContract } from '../http/api-contract';
import { peopleByIds } from './admin-people';

/** Feature flags and launch phases (docs/product-rules.md, "Feature flags"); admins only, every change audited. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('api/v1/admin/flags')
export class AdminFlagsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly snapshot: FlagsSnapshotService,
    private readonly realtime: RealtimeService,
  ) {}

  // The admin sees their change at once on this gateway (read your writes), and every browser is
  // pushed it from here without waiting for flags.changed (which still reaches the gateways, in
  // case this one stops before its push leaves).
  @Put()
  @ApiOperation({ summary: "Change flags of the active launch phase" })
  @ApiContract({ body: flagsUpdateBodySchema, response: flagsSnapshotSchema })
  async update(@CurrentUser() actor: AuthenticatedUser, @Body(new ZodBodyPipe(flagsUpdateBodySchema)) body: z.infer<typeof flagsUpdateBodySchema>) {
    return this.announce(await this.rpc.call('flags.update', { actorId: actor.id, flags: body.flags }));
  }

  @ApiOperation({ summary: 'List the launch phases' })
  @Get('phases')
  @ApiContract({ response: rpcResponseSchema('flags.phases.list') })
  phases() {
    return this.rpc.call('flags.phases.list', {});
  }

  @Put('phase')
  @ApiOperation({ summary: 'Make a launch phase the active one (Phase 2 announces the launch)' })
  @ApiContract({ body: phaseActivateBodySchema, response: flagsSnapshotSchema })
  async activate(@CurrentUser() actor: AuthenticatedUser, @Body(new ZodBodyPipe(phaseActivateBodySchema)) body: z.infer<typeof phaseActivateBodySchema>) {
    return this.announce(await this.rpc.call('flags.phases.activate', { actorId: actor.id, phaseId: body.phaseId }));
  }

  private announce<T extends FlagsSnapshot>(written: T): T {
    this.realtime.pushFlagsChanged(written);
    return this.snapshot.adopt(written);
  }

  @Get('audit')
  @ApiOperation({ summary: 'The latest flag and phase changes, each with the name and e-mail of the admin who made it' })
  @ApiContract({ query: flagsAuditQuerySchema, response: adminFlagAuditListSchema })
  async audit(@Query() query: Record<string, string>): Promise<z.infer<typeof adminFlagAuditListSchema>> {
    const { entries } = await this.rpc.call('flags.audit.list', flagsAuditQuerySchema.parse(query));
    const person = await peopleByIds(this.rpc, entries.map((e) => e.actorId));
    return { entries: entries.map((e) => ({ ...e, actor: person(e.actorId) })) };
  }
}
