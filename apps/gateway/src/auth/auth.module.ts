import { Module } from '@nestjs/common';
import { RpcClient } from '@bv/messaging';
import type { Redis } from 'ioredis';
import { CONFIG, REDIS } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { AccessTokenVerifier } from './access-token-verifier';
import { AuthController } from './auth.controller';
import { Aal2Guard, AdminGuard, AuthGuard } from './auth.guard';
import { EmailChangeController } from './email-change.controller';
import { MfaController } from './mfa.controller';
import { PasswordController } from './password.controller';
import { ProfileCache } from './profile-cache';
import { JwksCache } from './jwks-cache';
import { SessionRevocations } from './session-revocations';
import { SignInThrottle } from './sign-in-throttle';
import { VerificationController } from './verification.controller';
import { VerificationResendCooldown } from './verification-resend-cooldown';
import { WellKnownController } from './well-known.controller';

@Module({
  controllers: [AuthController, MfaController, PasswordController, EmailChangeController, VerificationController, WellKnownController],
  providers: [
    { provide: JwksCache, inject: [RpcClient], useFactory: (rpc: RpcClient) => new JwksCache(() => rpc.call('identity.jwks', {})) },
    {
      provide: SessionRevocations,
      inject: [REDIS, CONFIG],
      useFactory: (redis: Redis, config: GatewayConfig) =>
        new SessionRevocations(redis, {
          redisPrefix: config.REDIS_PREFIX,
          ttlSeconds: config.REVOCATION_TTL_SECONDS,
          fallbackTokenAgeSeconds: config.REVOCATION_FALLBACK_TOKEN_AGE_SECONDS,
          checkTimeoutMs: config.REVOCATION_CHECK_TIMEOUT_MS,
        }),
    },
    {
      provide: AccessTokenVerifier,
      inject: [JwksCache, CONFIG, SessionRevocations],
      useFactory: (jwks: JwksCache, config: GatewayConfig, revocations: SessionRevocations) =>
        new AccessTokenVerifier(jwks, { issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE }, revocations),
    },
    { provide: ProfileCache, inject: [RpcClient], useFactory: (rpc: RpcClient) => new ProfileCache((userId) => rpc.call('identity.me', { userId })) },
    AuthGuard,
    AdminGuard,
    Aal2Guard,
    SignInThrottle,
    VerificationResendCooldown,
  ],
  exports: [AuthGuard, AdminGuard, Aal2Guard, AccessTokenVerifier, SessionRevocations, ProfileCache],
})
export class AuthModule {}
