import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { LaunchSignupResult } from '@bv/contracts';
import { DATA_SOURCE } from '@bv/service-kit';
import { LaunchSignupEntity } from './entities/launch-signup.entity';

/**
 * The coming-soon page's launch list. Signing up does not lift an earlier unsubscribe:
 * anyone can type any address, so only the owner (link or account preferences) can opt in again.
 * For the same reason an address already on the list gets the same answer as a new one: the
 * form must not tell a stranger whose address is on our list.
 */
@Injectable()
export class LaunchSignupService {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async signUp(email: string): Promise<LaunchSignupResult> {
    await this.dataSource.createQueryBuilder().insert().into(LaunchSignupEntity).values({ id: randomUUID(), email }).orIgnore().execute();
    return { success: true, message: "Thank you! We'll e-mail you as soon as we launch." };
  }
}
