import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { mfaChallengeBodySchema, mfaConfirmBodySchema, mfaEnrolBodySchema, mfaRemoveBodySchema, browserSessionSchema, mfaConfirmResponseSchema, rpcResponseSchema, type MfaConfirmResponse } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import type { AuthenticatedUser } from './access-token-verifier';
import { Aal2Guard, AuthGuard, CurrentUser } from './auth.guard';
import { authRateLimit } from './auth-rate-limit';
import { clientOf, toBrowserSession } from './browser-session';
import { SameOriginGuard } from './same-origin.guard';
import { ApiContract } from '../http/api-contract';

@ApiTags('auth')
@Controller('api/v1/auth/mfa')
export class MfaController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Second step of sign-in: the authenticator or a recovery code; sets the refresh cookie. */
  @ApiOperation({ summary: 'Answer the second-factor challenge (TOTP or recovery code)' })
  @Post('challenge')
  @UseGuards(SameOriginGuard)
  @HttpCode(200)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiContract({ body: mfaChallengeBodySchema, response: browserSessionSchema })
  async answer(
    @Body(new ZodBodyPipe(mfaChallengeBodySchema)) body: z.infer<typeof mfaChallengeBodySchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const tokens = await this.rpc.call('identity.mfa.answerChallenge', { ...body, client: clientOf(request) });
    return toBrowserSession(tokens, reply, this.config.COOKIE_SECURE);
  }

  @ApiOperation({ summary: 'Whether two-step sign-in is on' })
  @Get()
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiContract({ response: rpcResponseSchema('identity.mfa.status') })
  status(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('identity.mfa.status', { userId: user.id });
  }

  /** Asks for the password again: a session alone (a borrowed laptop) must not bind its own authenticator. */
  @ApiOperation({ summary: 'Start two-step sign-in: a TOTP secret to scan' })
  @Post('enrol')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiBearerAuth()
  @ApiContract({ body: mfaEnrolBodySchema, response: rpcResponseSchema('identity.mfa.enrol'), status: 201 })
  enrol(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(mfaEnrolBodySchema)) body: z.infer<typeof mfaEnrolBodySchema>) {
    return this.rpc.call('identity.mfa.enrol', { userId: user.id, password: body.password });
  }

  /** Confirms enrolment with a first code; this session becomes aal2 and gets a new access token. */
  @ApiOperation({ summary: 'Confirm two-step sign-in with a first code; returns recovery codes' })
  @Post('confirm')
  @HttpCode(200)
  @UseGuards(SameOriginGuard, AuthGuard)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiBearerAuth()
  @ApiContract({ body: mfaConfirmBodySchema, response: mfaConfirmResponseSchema })
  async confirm(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(mfaConfirmBodySchema)) body: z.infer<typeof mfaConfirmBodySchema>, @Res({ passthrough: true }) reply: FastifyReply): Promise<MfaConfirmResponse> {
    const { tokens, recoveryCodes } = await this.rpc.call('identity.mfa.confirm', { userId: user.id, sessionId: user.sessionId, ...body });
    return { session: toBrowserSession(tokens, reply, this.config.COOKIE_SECURE), recoveryCodes };
  }

  /** Needs an aal2 session, the password and a current code. */
  @ApiOperation({ summary: 'Turn two-step sign-in off' })
  @Delete()
  @HttpCode(200)
  @UseGuards(Aal2Guard)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiBearerAuth()
  @ApiContract({ body: mfaRemoveBodySchema, response: rpcResponseSchema('identity.mfa.remove') })
  remove(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(mfaRemoveBodySchema)) body: z.infer<typeof mfaRemoveBodySchema>) {
    return this.rpc.call('identity.mfa.remove', { userId: user.id, ...body });
  }
}
