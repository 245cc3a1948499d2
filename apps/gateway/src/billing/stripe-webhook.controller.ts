import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiHeader, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { rpcResponseSchema, stripeEventBodySchema, appError, billingErrors } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { ApiContract } from '../http/api-contract';

/**
 * Stripe's webhook endpoint. The exact bytes Stripe signed are passed on: billing, which holds
 * the signing secret, checks the signature before anything else. Not rate limited: Stripe retries
 * bursts, and unsigned requests are refused after one HMAC.
 */
@ApiTags('billing')
@Controller('api/v1/billing/webhooks')
export class StripeWebhookController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiOperation({ summary: 'Receive a Stripe webhook event (signed by Stripe)' })
  @Post('stripe')
  @HttpCode(200)
  @RouteConfig({ rateLimit: false })
  @ApiHeader({ name: 'stripe-signature', required: true, description: 'Stripe signs the exact bytes of the body' })
  @ApiContract({ body: stripeEventBodySchema, response: rpcResponseSchema('billing.webhook.stripe') })
  receive(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature: string | undefined) {
    const payload = request.rawBody?.toString('utf8');
    if (!payload || !signature) throw appError(billingErrors.BAD_SIGNATURE);
    return this.rpc.call('billing.webhook.stripe', { payload, signature });
  }
}
