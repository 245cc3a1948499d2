import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { adminPaymentsQuerySchema, rpcResponseSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AdminGuard, CurrentUser } from '../auth/auth.guard';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ApiContract } from '../http/api-contract';

/** Payments with filters, refunds within 30 days, and what a user holds; admins only. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('api/v1/admin/billing')
export class AdminBillingController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('payments')
  @ApiOperation({ summary: 'Payments, newest first, filtered by status, plan and e-mail' })
  @ApiContract({ query: adminPaymentsQuerySchema, response: rpcResponseSchema('billing.admin.payments.list') })
  payments(@Query(new ZodBodyPipe(adminPaymentsQuerySchema)) query: ReturnType<typeof adminPaymentsQuerySchema.parse>) {
    return this.rpc.call('billing.admin.payments.list', query);
  }

  @Post('payments/:id/refund')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refund a payment made in the last 30 days and revoke what it unlocked' })
  @ApiContract({ response: rpcResponseSchema('billing.admin.payments.refund') })
  refund(@CurrentUser() actor: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.rpc.call('billing.admin.payments.refund', { actorId: actor.id, paymentId: id });
  }

  @Get('users/:userId')
  @ApiOperation({ summary: "A user's entitlements, payments and subscriptions" })
  @ApiContract({ response: rpcResponseSchema('billing.admin.user') })
  user(@Param('userId', new ParseUUIDPipe()) userId: string) {
    return this.rpc.call('billing.admin.user', { userId });
  }
}
