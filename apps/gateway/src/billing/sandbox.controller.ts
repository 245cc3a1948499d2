import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { sandboxSessionRefSchema, rpcResponseSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { openCheckoutRateLimit } from '../http/rate-limit';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ApiContract } from '../http/api-contract';

/** The local sandbox provider's checkout page (404 whenever Stripe is the provider). */
@ApiTags('billing')
@Controller('api/v1/billing/sandbox/sessions')
export class SandboxController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':id')
  @RouteConfig({ rateLimit: openCheckoutRateLimit })
  @ApiOperation({ summary: 'What the sandbox checkout page shows' })
  @ApiContract({ response: rpcResponseSchema('billing.sandbox.get') })
  get(@Param('id', new ZodBodyPipe(sandboxSessionRefSchema)) id: string) {
    return this.rpc.call('billing.sandbox.get', { id });
  }

  @Post(':id/pay')
  @HttpCode(200)
  @RouteConfig({ rateLimit: openCheckoutRateLimit })
  @ApiOperation({ summary: 'Pay in the sandbox: runs the same fulfilment as a Stripe webhook' })
  @ApiContract({ response: rpcResponseSchema('billing.sandbox.pay') })
  pay(@Param('id', new ZodBodyPipe(sandboxSessionRefSchema)) id: string) {
    return this.rpc.call('billing.sandbox.pay', { id });
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RouteConfig({ rateLimit: openCheckoutRateLimit })
  @ApiOperation({ summary: 'Leave the sandbox checkout without paying' })
  @ApiContract({ response: rpcResponseSchema('billing.sandbox.cancel') })
  cancel(@Param('id', new ZodBodyPipe(sandboxSessionRefSchema)) id: string) {
    return this.rpc.call('billing.sandbox.cancel', { id });
  }
}
