import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  changeUnverifiedAddressBodySchema,
  resendVerificationBodySchema,
  resendVerificationResponseSchema,
  rpcResponseSchema,
  type ResendVerificationResponse,
} from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { ApiContract } from '../http/api-contract';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { authRateLimit } from './auth-rate-limit';
import { RESEND_COOLDOWN_SECONDS, VerificationResendCooldown } from './verification-resend-cooldown';

/** The "Check your inbox" screen after sign-up: send the link again, or fix a mistyped address. */
@ApiTags('auth')
@Controller('api/v1/auth/verify-email')
export class VerificationController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cooldown: VerificationResendCooldown,
  ) {}

  @Post('resend')
  @HttpCode(202)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiOperation({ summary: 'Mail the verification link again (one per address per minute; 429 with Retry-After inside the wait)' })
  @ApiContract({ body: resendVerificationBodySchema, response: resendVerificationResponseSchema, status: 202 })
  async resend(@Body(new ZodBodyPipe(resendVerificationBodySchema)) body: z.infer<typeof resendVerificationBodySchema>): Promise<ResendVerificationResponse> {
    await this.cooldown.claim(body.email);
    await this.rpc.call('identity.verification.resend', body);
    return { requested: true, retryAfterSeconds: RESEND_COOLDOWN_SECONDS };
  }

  @Post('change-address')
  @HttpCode(202)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiOperation({ summary: 'Correct the address of an account not yet verified (password required); the old link stops working' })
  @ApiContract({ body: changeUnverifiedAddressBodySchema, response: rpcResponseSchema('identity.verification.changeAddress'), status: 202 })
  async changeAddress(@Body(new ZodBodyPipe(changeUnverifiedAddressBodySchema)) body: z.infer<typeof changeUnverifiedAddressBodySchema>) {
    const result = await this.rpc.call('identity.verification.changeAddress', body);
    // The new address's first link was just sent: its resend wait starts now.
    await this.cooldown.claim(body.newEmail).catch(() => undefined);
    return result;
  }
}
