import { Injectable, Inject } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionTokens } from '@bv/contracts';
import { CONFIG } from '@bv/service-kit';
import { UserRoleEntity } from '../accounts/entities/user-role.entity';
import { UserEntity } from '../accounts/entities/user.entity';
import type { IdentityConfig } from '../config';
import { SigningKeysService } from '../keys/signing-keys.service';
import type { SessionEntity } from './entities/session.entity';

@Injectable()
export class AccessTokensService {
  constructor(
    private readonly keys: SigningKeysService,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** A short-lived ES256 JWT carrying who, which role and how strongly they signed in. */
  async issue(manager: EntityManager, session: SessionEntity, refresh: { token: string; expiresAt: Date } | null): Promise<SessionTokens> {
    const user = await manager.findOneByOrFail(UserEntity, { id: session.userId });
    const isAdmin = (await manager.countBy(UserRoleEntity, { userId: user.id, role: 'admin' })) > 0;
    const role = isAdmin ? 'admin' : 'user';
    const { token, expiresAt } = await this.keys.sign(
      { sub: user.id, email: user.email, role, aal: session.aal, amr: session.amr, sid: session.id },
      this.config.ACCESS_TOKEN_TTL_SECONDS,
    );
    return {
      accessToken: token,
      accessTokenExpiresAt: expiresAt.toISOString(),
      refreshToken: refresh?.token ?? null,
      refreshTokenExpiresAt: refresh?.expiresAt.toISOString() ?? null,
      user: { id: user.id, email: user.email, name: user.name, role, aal: session.aal },
    };
  }
}
