import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiOperation, ApiTags, ApiCookieAuth } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, accountLinkRequestSchema, signInBodySchema, signUpRequestSchema, updateProfileRequestSchema, accountSchema, browserSessionSchema, rpcResponseSchema, signInResponseSchema, verifyEmailResponseSchema, type BrowserSession, type SignInResponse, type VerifyEmailResponse } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import type { AuthenticatedUser } from './access-token-verifier';
import { AuthGuard, CurrentUser } from './auth.guard';
import { authRateLimit } from './auth-rate-limit';
import { SameOriginGuard } from './same-origin.guard';
import { ProfileCache } from './profile-cache';
import { SignInThrottle } from './sign-in-throttle';
import { clientOf, toBrowserSession } from './browser-session';
import { assertCsrfHeader, clearRefreshCookie, readRefreshCookie } from './refresh-cookie';
import { ApiContract, noContent } from '../http/api-contract';
import { VerificationResendCooldown } from './verification-resend-cooldown';

@ApiTags('auth')
@Controller('api/v1/auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
    private readonly throttle: SignInThrottle,
    private readonly profiles: ProfileCache,
    private readonly resendCooldown: VerificationResendCooldown,
  ) {}

  @Post('sign-up')
  @HttpCode(201)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiOperation({ summary: 'Create an account; a verification link is e-mailed' })
  @ApiContract({ body: signUpRequestSchema, response: rpcResponseSchema('identity.signUp'), status: 201 })
  async signUp(@Body(new ZodBodyPipe(signUpRequestSchema)) body: z.infer<typeof signUpRequestSchema>) {
    const result = await this.rpc.call('identity.signUp', body);
    // The first link was just sent: "Resend e-mail" waits its minute from now.
    await this.resendCooldown.claim(body.email).catch(() => undefined);
    return result;
  }

  @Post('verify-email')
  @UseGuards(SameOriginGuard)
  @HttpCode(200)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiOperation({ summary: 'Spend the e-mailed verification link; signs the opener in as sign-in would (second factor still asked)' })
  @ApiContract({ body: accountLinkRequestSchema, response: verifyEmailResponseSchema })
  async verifyEmail(
    @Body(new ZodBodyPipe(accountLinkRequestSchema)) body: z.infer<typeof accountLinkRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VerifyEmailResponse> {
    const { email, signIn } = await this.rpc.call('identity.verifyEmail', { ...body, client: clientOf(request) });
    if (!signIn) return { email };
    if (signIn.kind === 'mfa_required') return { email, signIn };
    return { email, signIn: { kind: 'session', ...toBrowserSession(signIn.tokens, reply, this.config.COOKIE_SECURE) } };
  }

  @Post('sign-in')
  @UseGuards(SameOriginGuard)
  @HttpCode(200)
  @RouteConfig({ rateLimit: authRateLimit })
  @ApiOperation({ summary: 'Sign in; sets the refresh cookie and returns an access token' })
  @ApiContract({ body: signInBodySchema, response: signInResponseSchema })
  async signIn(
    @Body(new ZodBodyPipe(signInBodySchema)) body: z.infer<typeof signInBodySchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInResponse> {
    await this.throttle.assertAllowed(request.ip, body.email);
    const result = await this.rpc.call('identity.signIn', { ...body, client: clientOf(request) }).catch(async (err: unknown) => {
      if (err instanceof AppError && err.code === 'AUTH.INVALID_CREDENTIALS') await this.throttle.recordFailure(request.ip, body.email);
      throw err;
    });
    await this.throttle.clear(request.ip, body.email);
    if (result.kind === 'mfa_required') return result;
    return { kind: 'session', ...toBrowserSession(result.tokens, reply, this.config.COOKIE_SECURE) };
  }

  @Post('refresh')
  @UseGuards(SameOriginGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Rotate the refresh cookie and get a new access token' })
  @ApiCookieAuth('refreshCookie')
  @ApiContract({ response: browserSessionSchema, alsoAnswers: { 204: noContent } })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BrowserSession | null> {
    assertCsrfHeader(request);
    const refreshToken = readRefreshCookie(request, this.config.COOKIE_SECURE);
    // No cookie at all is a visitor who never signed in here: "no session", not an error.
    if (!refreshToken) {
      void reply.status(204);
      return null;
    }
    try {
      return toBrowserSession(await this.rpc.call('identity.refresh', { refreshToken, client: clientOf(request) }), reply, this.config.COOKIE_SECURE);
    } catch (err) {
      if (err instanceof AppError && err.kind === 'unauthorized') clearRefreshCookie(reply, this.config.COOKIE_SECURE);
      throw err;
    }
  }

  @ApiOperation({ summary: 'Sign out: revoke the refresh token and clear its cookie' })
  @ApiCookieAuth('refreshCookie')
  @Post('sign-out')
  @UseGuards(SameOriginGuard)
  @HttpCode(204)
  @ApiContract({ response: noContent, status: 204 })
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    assertCsrfHeader(request);
    const refreshToken = readRefreshCookie(request, this.config.COOKIE_SECURE);
    if (refreshToken) await this.rpc.call('identity.signOut', { refreshToken });
    clearRefreshCookie(reply, this.config.COOKIE_SECURE);
  }

  @ApiOperation({ summary: 'The signed-in user' })
  @Get('me')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiContract({ response: accountSchema })
  me(@CurrentUser() user: AuthenticatedUser) {
    return this.profiles.get(user);
  }

  @Patch('me')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Rename the account (the name in greetings and e-mails)' })
  @ApiContract({ body: updateProfileRequestSchema, response: rpcResponseSchema('identity.profile.update') })
  async updateMe(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(updateProfileRequestSchema)) body: z.infer<typeof updateProfileRequestSchema>) {
    const account = await this.rpc.call('identity.profile.update', { userId: user.id, profile: body });
    this.profiles.put(account);
    return account;
  }

  @ApiOperation({ summary: 'List the signed-in user\'s sessions' })
  @Get('sessions')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiContract({ response: rpcResponseSchema('identity.sessions.list') })
  sessions(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('identity.sessions.list', { userId: user.id });
  }

  @ApiOperation({ summary: 'Sign out one session' })
  @Delete('sessions/:id')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiContract({ response: rpcResponseSchema('identity.sessions.revoke') })
  revokeSession(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    const sessionId = z.uuid().parse(id);
    return this.rpc.call('identity.sessions.revoke', { userId: user.id, sessionId });
  }

}
