import { Body, Controller, Get, Param, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { adminRoleBodySchema, adminUsersQuerySchema, rpcResponseSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AdminGuard, CurrentUser } from '../auth/auth.guard';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ApiContract } from '../http/api-contract';

/** Admin area: every route here is checked on the server by AdminGuard. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('api/v1/admin/users')
export class AdminUsersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Search users by e-mail or name' })
  @ApiContract({ query: adminUsersQuerySchema, response: rpcResponseSchema('identity.admin.users.list') })
  list(@Query() query: Record<string, string>) {
    return this.rpc.call('identity.admin.users.list', adminUsersQuerySchema.parse(query));
  }

  @Put(':id/admin')
  @ApiOperation({ summary: 'Grant or revoke the admin role' })
  @ApiContract({ body: adminRoleBodySchema, response: rpcResponseSchema('identity.admin.roles.set') })
  setAdmin(@CurrentUser() actor: AuthenticatedUser, @Param('id') id: string, @Body(new ZodBodyPipe(adminRoleBodySchema)) body: z.infer<typeof adminRoleBodySchema>) {
    return this.rpc.call('identity.admin.roles.set', { actorId: actor.id, userId: z.uuid().parse(id), admin: body.admin });
  }
}
