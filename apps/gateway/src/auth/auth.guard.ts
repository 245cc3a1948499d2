import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { appError, appErrorWithDetails, identityErrors } from '@bv/contracts';
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
    if (!match) throw appError(identityErrors.MISSING_TOKEN);
    request.user = await this.verifier.verify(match[1]);
    return true;
  }
}

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
    if (user?.role !== 'admin') throw appError(identityErrors.ADMIN_ONLY);
    if (user.aal !== 'aal2') throw appErrorWithDetails(identityErrors.ADMIN_MFA_REQUIRED, { setUpAt: '/account?tab=security' });
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
      throw appError(identityErrors.AAL2_REQUIRED);
    }
    return true;
  }
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<AuthedRequest>().user;
  if (!user) throw appError(identityErrors.MISSING_TOKEN);
  return user;
});
