import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import type { Transaction } from '@bv/messaging';
import { CheckoutSessionEntity } from '../checkout/entities/checkout-session.entity';
import { KnownUserEntity } from './entities/known-user.entity';
import { PaymentEntity } from '../fulfilment/entities/payment.entity';
import { SubscriptionEntity } from '../fulfilment/entities/subscription.entity';
import { EntitlementsService } from '../entitlements/entitlements.service';

/**
 * Guest purchases belong to whoever owns the checkout address: billing learns accounts from
 * user.registered and user.invited, attaches earlier guest purchases, and looks buyers up later.
 */
@Injectable()
export class KnownUsersService {
  constructor(private readonly entitlements: EntitlementsService) {}

  async userIdFor(manager: EntityManager, email: string): Promise<string | null> {
    return (await manager.findOneBy(KnownUserEntity, { email }))?.userId ?? null;
  }

  async learn(tx: Transaction, userId: string, email: string): Promise<void> {
    const { manager } = tx;
    await manager.createQueryBuilder().insert().into(KnownUserEntity).values({ email, userId }).orUpdate(['user_id'], ['email']).execute();
    const unowned = { email, userId: IsNull() };
    await manager.update(CheckoutSessionEntity, unowned, { userId });
    await manager.update(SubscriptionEntity, unowned, { userId });
    const attached = await manager.update(PaymentEntity, unowned, { userId });
    if ((attached.affected ?? 0) > 0) await this.entitlements.recompute(tx, userId, email);
  }
}
