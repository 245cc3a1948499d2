import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { z } from 'zod';
import { passwordChangeBodySchema, passwordForgotRequestSchema, passwordResetRequestSchema, rpcResponseSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import type { AuthenticatedUser } from './access-token-verifier';
import { AuthGuard, CurrentUser } from './auth.guard';
import { authRateLimit } from './auth-rate-limit';
import { ApiContract } from '../http/api-contract';

@ApiTags('auth')
@Controller('api/v1/auth/password')
export class PasswordController {
  constructor(private readonly rpc: RpcClient) {}

  /** Answers 202 whether or not the address has an account, so it can't be used to probe. */
  @ApiOperation({ summary: 'Send a password-reset link' })
  @Post('forgot')
  @HttpCode(202)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiContract({ body: passwordForgotRequestSchema, response: rpcResponseSchema('identity.password.requestReset'), status: 202 })
  forgot(@Body(new ZodBodyPipe(passwordForgotRequestSchema)) body: z.infer<typeof passwordForgotRequestSchema>) {
    return this.rpc.call('identity.password.requestReset', body);
  }

  @ApiOperation({ summary: 'Set a new password from a reset link' })
  @Post('reset')
  @HttpCode(200)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiContract({ body: passwordResetRequestSchema, response: rpcResponseSchema('identity.password.reset') })
  reset(@Body(new ZodBodyPipe(passwordResetRequestSchema)) body: z.infer<typeof passwordResetRequestSchema>) {
    return this.rpc.call('identity.password.reset', body);
  }

  @ApiOperation({ summary: 'Change the password (the current one is asked)' })
  @Post('change')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiBearerAuth()
  @ApiContract({ body: passwordChangeBodySchema, response: rpcResponseSchema('identity.password.change') })
  change(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(passwordChangeBodySchema)) body: z.infer<typeof passwordChangeBodySchema>) {
    return this.rpc.call('identity.password.change', { userId: user.id, sessionId: user.sessionId, ...body });
  }
}
