import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { AppError, LAUNCH_ALREADY_REGISTERED_CODE, type LaunchSignupResult } from '@bv/contracts';
import { DATA_SOURCE } from '@bv/service-kit';
import { LaunchSignupEntity } from './entities/launch-signup.entity';

/**
 * The coming-soon page's launch list. Signing up does not lift an earlier unsubscribe:
 * anyone can type any address, so only the owner (link or account preferences) can opt in again.
 */
@Injectable()
export class LaunchSignupService {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async signUp(email: string): Promise<LaunchSignupResult> {
    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(LaunchSignupEntity)
      .values({ id: randomUUID(), email })
      .orIgnore()
      .returning(['id'])
      .execute();
    if ((inserted.raw as unknown[]).length === 0) {
      // Spec §8: the page recognises this case by the words 'already registered'.
      throw new AppError('conflict', LAUNCH_ALREADY_REGISTERED_CODE, 'This email is already registered for launch notifications.');
    }
    return { success: true, message: "Thank you! We'll e-mail you as soon as we launch." };
  }
}
