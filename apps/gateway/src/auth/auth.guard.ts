import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@bv/contracts';
import { AccessTokenVerifier, type AuthenticatedUser } from './access-token-verifier';

type AuthedRequest = FastifyRequest & { user?: AuthenticatedUser };

/** Requires a valid access token (`Authorization: Bearer …`) and puts its user on the request. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly verifier: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw new AppError('unauthorized', 'AUTH.MISSING_TOKEN', 'Please sign in again to continue.');
    request.user = await this.verifier.verify(match[1]);
    return true;
  }
}

/** What an admin without a second factor (or signed in without it) is told: the web app links to the set-up. */
export const ADMIN_MFA_REQUIRED = {
  code: 'AUTH.ADMIN_MFA_REQUIRED',
  message: 'Administrators must use two-step verification. Set it up, or sign in again with your authenticator code, in your account security settings.',
} as const;

/**
 * Admin routes: a signed-in user whose token carries the admin role (checked on the server),
 * in a session that passed a second factor (aal2): a stolen admin password alone is not enough.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly auth: AuthGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.auth.canActivate(context);
    const user = context.switchToHttp().getRequest<AuthedRequest>().user;
    if (user?.role !== 'admin') throw new AppError('forbidden', 'AUTH.ADMIN_ONLY', 'This area is for administrators.');
    if (user.aal !== 'aal2') throw new AppError('forbidden', ADMIN_MFA_REQUIRED.code, ADMIN_MFA_REQUIRED.message, { setUpAt: '/account?tab=security' });
    return true;
  }
}

/** Sensitive changes need a session that passed its second factor (aal2) when the account has one. */
@Injectable()
export class Aal2Guard implements CanActivate {
  constructor(private readonly auth: AuthGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.auth.canActivate(context);
    const user = context.switchToHttp().getRequest<AuthedRequest>().user;
    if (user?.aal !== 'aal2') {
      throw new AppError('forbidden', 'AUTH.AAL2_REQUIRED', 'Please confirm with your authenticator code to do this.');
    }
    return true;
  }
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<AuthedRequest>().user;
  if (!user) throw new AppError('unauthorized', 'AUTH.MISSING_TOKEN', 'Please sign in again to continue.');
  return user;
});
