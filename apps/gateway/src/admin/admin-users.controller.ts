import { Body, Controller, Get, Param, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { safeText } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AdminGuard, CurrentUser } from '../auth/auth.guard';
import { ZodBodyPipe } from '../http/zod-body.pipe';

const listQuery = z.object({
  query: safeText().trim().max(120).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});
const adminBody = z.object({ admin: z.boolean() });

/** Admin area: every route here is checked on the server by AdminGuard. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('api/v1/admin/users')
export class AdminUsersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Search users by e-mail or name' })
  list(@Query() query: Record<string, string>) {
    return this.rpc.call('identity.admin.users.list', listQuery.parse(query));
  }

  @Put(':id/admin')
  @ApiOperation({ summary: 'Grant or revoke the admin role' })
  setAdmin(@CurrentUser() actor: AuthenticatedUser, @Param('id') id: string, @Body(new ZodBodyPipe(adminBody)) body: z.infer<typeof adminBody>) {
    return this.rpc.call('identity.admin.roles.set', { actorId: actor.id, userId: z.uuid().parse(id), admin: body.admin });
  }
}
