import { Module } from '@nestjs/common';
import { RpcClient } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { AccessTokenVerifier } from './access-token-verifier';
import { AuthController } from './auth.controller';
import { Aal2Guard, AdminGuard, AuthGuard } from './auth.guard';
import { EmailChangeController } from './email-change.controller';
import { MfaController } from './mfa.controller';
import { PasswordController } from './password.controller';
import { JwksCache } from './jwks-cache';
import { SignInThrottle } from './sign-in-throttle';
import { WellKnownController } from './well-known.controller';

@Module({
  controllers: [AuthController, MfaController, PasswordController, EmailChangeController, WellKnownController],
  providers: [
    { provide: JwksCache, inject: [RpcClient], useFactory: (rpc: RpcClient) => new JwksCache(() => rpc.call('identity.jwks', {})) },
    {
      provide: AccessTokenVerifier,
      inject: [JwksCache, CONFIG],
      useFactory: (jwks: JwksCache, config: GatewayConfig) =>
        new AccessTokenVerifier(jwks, { issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE }),
    },
    AuthGuard,
    AdminGuard,
    Aal2Guard,
    SignInThrottle,
  ],
  exports: [AuthGuard, AdminGuard, Aal2Guard, AccessTokenVerifier],
})
export class AuthModule {}
