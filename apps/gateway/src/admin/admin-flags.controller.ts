import { Body, Controller, Get, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { flagsUpdateSchema, safeText } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AdminGuard, CurrentUser } from '../auth/auth.guard';
import { FlagsSnapshotService } from '../flags/flags-snapshot.service';
import { ZodBodyPipe } from '../http/zod-body.pipe';

const flagsBody = z.object({ flags: flagsUpdateSchema });
const phaseBody = z.object({ phaseId: safeText().min(1).max(64) });
const auditQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** Feature flags and launch phases (spec §3, §7 "Update launch_phases"); admins only, every change audited. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('api/v1/admin/flags')
export class AdminFlagsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly snapshot: FlagsSnapshotService,
  ) {}

  // The admin sees their change at once on this gateway (read your writes); the others learn it from flags.changed.
  @Put()
  @ApiOperation({ summary: "Change flags of the active launch phase" })
  async update(@CurrentUser() actor: AuthenticatedUser, @Body(new ZodBodyPipe(flagsBody)) body: z.infer<typeof flagsBody>) {
    return this.snapshot.adopt(await this.rpc.call('flags.update', { actorId: actor.id, flags: body.flags }));
  }

  @Get('phases')
  phases() {
    return this.rpc.call('flags.phases.list', {});
  }

  @Put('phase')
  @ApiOperation({ summary: 'Make a launch phase the active one (Phase 2 announces the launch)' })
  async activate(@CurrentUser() actor: AuthenticatedUser, @Body(new ZodBodyPipe(phaseBody)) body: z.infer<typeof phaseBody>) {
    return this.snapshot.adopt(await this.rpc.call('flags.phases.activate', { actorId: actor.id, phaseId: body.phaseId }));
  }

  @Get('audit')
  audit(@Query() query: Record<string, string>) {
    return this.rpc.call('flags.audit.list', auditQuery.parse(query));
  }
}
