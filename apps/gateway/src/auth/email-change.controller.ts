import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { accountLinkRequestSchema, emailChangeBodySchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import type { AuthenticatedUser } from './access-token-verifier';
import { AuthGuard, CurrentUser } from './auth.guard';
import { authRateLimit } from './auth-rate-limit';

@ApiTags('auth')
@Controller('api/v1/auth/email')
export class EmailChangeController {
  constructor(private readonly rpc: RpcClient) {}

  /** Re-authenticates with the password, then mails a confirmation link to the new address. */
  @Post('change')
  @HttpCode(202)
  @UseGuards(AuthGuard)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiBearerAuth()
  change(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(emailChangeBodySchema)) body: z.infer<typeof emailChangeBodySchema>) {
    return this.rpc.call('identity.email.requestChange', { userId: user.id, ...body });
  }

  @Post('confirm')
  @HttpCode(200)
  @RouteConfig({ rateLimit: authRateLimit })
  confirm(@Body(new ZodBodyPipe(accountLinkRequestSchema)) body: z.infer<typeof accountLinkRequestSchema>) {
    return this.rpc.call('identity.email.confirmChange', body);
  }

  /** The link mailed to the old address: puts it back, signs every device out and mails a password reset link. */
  @Post('undo')
  @HttpCode(200)
  @RouteConfig({ rateLimit: authRateLimit })
  undo(@Body(new ZodBodyPipe(accountLinkRequestSchema)) body: z.infer<typeof accountLinkRequestSchema>) {
    return this.rpc.call('identity.email.undoChange', body);
  }
}
