import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { z } from 'zod';
import { accountLinkRequestSchema, emailChangeBodySchema, rpcResponseSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import type { AuthenticatedUser } from './access-token-verifier';
import { AuthGuard, CurrentUser } from './auth.guard';
import { authRateLimit } from './auth-rate-limit';
import { ApiContract } from '../http/api-contract';

@ApiTags('auth')
@Controller('api/v1/auth/email')
export class EmailChangeController {
  constructor(private readonly rpc: RpcClient) {}

  /** Re-authenticates with the password, then mails a confirmation link to the new address. */
  @ApiOperation({ summary: 'Ask to change the e-mail address (a link goes to the new one)' })
  @Post('change')
  @HttpCode(202)
  @UseGuards(AuthGuard)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiBearerAuth()
  @ApiContract({ body: emailChangeBodySchema, response: rpcResponseSchema('identity.email.requestChange'), status: 202 })
  change(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(emailChangeBodySchema)) body: z.infer<typeof emailChangeBodySchema>) {
    return this.rpc.call('identity.email.requestChange', { userId: user.id, ...body });
  }

  @ApiOperation({ summary: 'Confirm a new e-mail address from its link' })
  @Post('confirm')
  @HttpCode(200)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiContract({ body: accountLinkRequestSchema, response: rpcResponseSchema('identity.email.confirmChange') })
  confirm(@Body(new ZodBodyPipe(accountLinkRequestSchema)) body: z.infer<typeof accountLinkRequestSchema>) {
    return this.rpc.call('identity.email.confirmChange', body);
  }

  /** The link mailed to the old address: puts it back, signs every device out and mails a password reset link. */
  @ApiOperation({ summary: 'Undo an e-mail change from the link sent to the old address' })
  @Post('undo')
  @HttpCode(200)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiContract({ body: accountLinkRequestSchema, response: rpcResponseSchema('identity.email.undoChange') })
  undo(@Body(new ZodBodyPipe(accountLinkRequestSchema)) body: z.infer<typeof accountLinkRequestSchema>) {
    return this.rpc.call('identity.email.undoChange', body);
  }
}
