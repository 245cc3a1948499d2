import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { emailSchema, passwordSchema, safeText } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import type { AuthenticatedUser } from './access-token-verifier';
import { AuthGuard, CurrentUser } from './auth.guard';
import { authRateLimit } from './auth-rate-limit';

const forgotBody = z.object({ email: emailSchema });
const resetBody = z.object({ token: safeText().min(20).max(200), password: passwordSchema });
const changeBody = z.object({ currentPassword: safeText().min(1).max(128), newPassword: passwordSchema });

@ApiTags('auth')
@Controller('api/v1/auth/password')
export class PasswordController {
  constructor(private readonly rpc: RpcClient) {}

  /** Answers 202 whether or not the address has an account, so it can't be used to probe. */
  @Post('forgot')
  @HttpCode(202)
  @RouteConfig({ rateLimit: authRateLimit })
  forgot(@Body(new ZodBodyPipe(forgotBody)) body: z.infer<typeof forgotBody>) {
    return this.rpc.call('identity.password.requestReset', body);
  }

  @Post('reset')
  @HttpCode(200)
  @RouteConfig({ rateLimit: authRateLimit })
  reset(@Body(new ZodBodyPipe(resetBody)) body: z.infer<typeof resetBody>) {
    return this.rpc.call('identity.password.reset', body);
  }

  @Post('change')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiBearerAuth()
  change(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(changeBody)) body: z.infer<typeof changeBody>) {
    return this.rpc.call('identity.password.change', { userId: user.id, sessionId: user.sessionId, ...body });
  }
}
