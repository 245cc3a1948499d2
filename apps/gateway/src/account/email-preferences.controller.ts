import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { z } from 'zod';
import { emailPreferencesBodySchema, rpcResponseSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AuthGuard, CurrentUser } from '../auth/auth.guard';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ApiContract } from '../http/api-contract';

/** The signed-in user's own e-mail preferences; the address comes from the verified session, never the body. */
@ApiTags('account')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/v1/account/email-preferences')
export class EmailPreferencesController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiOperation({ summary: 'The signed-in user\'s e-mail preferences' })
  @Get()
  @ApiContract({ response: rpcResponseSchema('notifications.preferences.get') })
  get(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('notifications.preferences.get', { email: user.email });
  }

  @ApiOperation({ summary: 'Change the signed-in user\'s e-mail preferences' })
  @Put()
  @ApiContract({ body: emailPreferencesBodySchema, response: rpcResponseSchema('notifications.preferences.update') })
  update(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(emailPreferencesBodySchema)) body: z.infer<typeof emailPreferencesBodySchema>) {
    return this.rpc.call('notifications.preferences.update', { email: user.email, marketing: body.marketing });
  }
}
