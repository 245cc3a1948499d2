import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { adminSharesQuerySchema, adminSharesListSchema, rpcResponseSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AdminGuard, CurrentUser } from '../auth/auth.guard';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ApiContract } from '../http/api-contract';

/** Every share with owner, views and state; revocation. Admins only. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('api/v1/admin/shares')
export class AdminSharesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Shares, newest first, filtered by state and owner, with each owner\'s e-mail' })
  @ApiContract({ query: adminSharesQuerySchema, response: adminSharesListSchema })
  async list(@Query(new ZodBodyPipe(adminSharesQuerySchema)) query: z.infer<typeof adminSharesQuerySchema>): Promise<z.infer<typeof adminSharesListSchema>> {
    const page = await this.rpc.call('sharing.admin.list', query);
    const { users } = await this.rpc.call('identity.admin.users.byIds', { ids: page.shares.map((s) => s.ownerId) });
    const emails = new Map(users.map((u) => [u.id, u.email]));
    return { ...page, shares: page.shares.map((s) => ({ ...s, ownerEmail: emails.get(s.ownerId) ?? null })) };
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a share' })
  @ApiContract({ response: rpcResponseSchema('sharing.admin.revoke') })
  revoke(@CurrentUser() actor: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.rpc.call('sharing.admin.revoke', { actorId: actor.id, shareId: id });
  }
}
