import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { adminPaymentsListSchema, adminPaymentsQuerySchema, adminUserBillingSchema, rpcResponseSchema, type AdminPaymentView } from '@bv/contracts';
import type { z } from 'zod';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AdminGuard, CurrentUser } from '../auth/auth.guard';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ApiContract } from '../http/api-contract';
import { peopleByIds } from './admin-people';

/** Payments with filters, refunds within 30 days, and what a user holds; admins only. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('api/v1/admin/billing')
export class AdminBillingController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('payments')
  @ApiOperation({ summary: 'Payments, newest first, filtered by status, plan and e-mail' })
  @ApiContract({ query: adminPaymentsQuerySchema, response: adminPaymentsListSchema })
  async payments(@Query(new ZodBodyPipe(adminPaymentsQuerySchema)) query: ReturnType<typeof adminPaymentsQuerySchema.parse>): Promise<z.infer<typeof adminPaymentsListSchema>> {
    const page = await this.rpc.call('billing.admin.payments.list', query);
    return { ...page, payments: await this.withRefunders(page.payments) };
  }

  @Post('payments/:id/refund')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refund a payment made in the last 30 days and revoke what it unlocked' })
  @ApiContract({ response: rpcResponseSchema('billing.admin.payments.refund') })
  refund(@CurrentUser() actor: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.rpc.call('billing.admin.payments.refund', { actorId: actor.id, paymentId: id });
  }

  @Get('users/:userId')
  @ApiOperation({ summary: "A user's name and e-mail, entitlements, payments and subscriptions" })
  @ApiContract({ response: adminUserBillingSchema })
  async user(@Param('userId', new ParseUUIDPipe()) userId: string): Promise<z.infer<typeof adminUserBillingSchema>> {
    const billing = await this.rpc.call('billing.admin.user', { userId });
    const person = await peopleByIds(this.rpc, [userId, ...billing.payments.map((p) => p.refundedById)]);
    return { ...billing, user: person(userId), payments: billing.payments.map((p) => ({ ...p, refundedBy: person(p.refundedById) })) };
  }

  private async withRefunders(payments: AdminPaymentView[]): Promise<AdminPaymentView[]> {
    const person = await peopleByIds(this.rpc, payments.map((p) => p.refundedById));
    return payments.map((p) => ({ ...p, refundedBy: person(p.refundedById) }));
  }
}
