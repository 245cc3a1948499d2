import { Inject, Injectable } from '@nestjs/common';
import { In, type DataSource } from 'typeorm';
import { appError, identityErrors, type Account } from '@bv/contracts';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { AccountsService } from '../accounts/accounts.service';
import { UserRoleEntity } from '../accounts/entities/user-role.entity';
import { UserEntity } from '../accounts/entities/user.entity';

@Injectable()
export class UserAdminService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly accounts: AccountsService,
  ) {}

  /** Users whose e-mail or name contains the query, newest first. */
  async list(query: string, limit: number, offset: number): Promise<{ users: Account[]; total: number }> {
    const qb = this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .leftJoin(UserRoleEntity, 'r', "r.user_id = u.id AND r.role = 'admin'")
      .addSelect('r.role', 'admin_role')
      .orderBy('u.created_at', 'DESC')
      .limit(limit)
      .offset(offset);
    if (query) qb.where('(u.email ILIKE :q OR u.name ILIKE :q)', { q: `%${query.replace(/[%_\\]/g, '\\$&')}%` });
    const [{ entities, raw }, total] = await Promise.all([qb.getRawAndEntities<{ admin_role: string | null }>(), qb.getCount()]);
    return {
      total,
      users: entities.map((u, i) => ({
        id: u.id,
        email: u.email,
        name: u.name,
        emailVerified: u.emailVerifiedAt !== null,
        role: raw[i]?.admin_role === 'admin' ? 'admin' : 'user',
        createdAt: u.createdAt.toISOString(),
      })),
    };
  }

  async byIds(ids: string[]): Promise<{ users: { id: string; email: string; name: string }[] }> {
    if (ids.length === 0) return { users: [] };
    const users = await this.dataSource.getRepository(UserEntity).find({ where: { id: In([...new Set(ids)]) }, select: { id: true, email: true, name: true } });
    return { users: users.map((u) => ({ id: u.id, email: u.email, name: u.name })) };
  }

  /** Grants or revokes admin. An admin cannot demote themselves, so the last one can't lock everyone out. */
  async setAdmin(actorId: string, userId: string, admin: boolean): Promise<Account> {
    if (!admin && actorId === userId) {
      throw appError(identityErrors.SELF_DEMOTION);
    }
    await this.accounts.account(userId); // 404 for an unknown user
    await this.unitOfWork.run(async (tx) => {
      const roles = tx.manager.getRepository(UserRoleEntity);
      if (admin) await roles.createQueryBuilder().insert().values({ userId, role: 'admin', grantedBy: actorId }).orIgnore().execute();
      else await roles.delete({ userId, role: 'admin' });
      // The gateway refuses access tokens that still claim the old role (a demoted admin's at once).
      tx.publish({
        type: 'user.role_changed',
        payload: { userId, role: admin ? 'admin' : 'user', changedBy: actorId, changedAt: new Date().toISOString() },
      });
    });
    return this.accounts.account(userId);
  }
}
