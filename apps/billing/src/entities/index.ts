import { CheckoutSessionEntity } from './checkout-session.entity';
import { EarlyBirdConversionEntity } from './early-bird-conversion.entity';
import { EntitlementEntity } from './entitlement.entity';
import { KnownUserEntity } from './known-user.entity';
import { PaymentEntity } from './payment.entity';
import { SandboxCheckoutEntity, SandboxSubscriptionEntity } from './sandbox.entities';
import { SubscriptionEntity } from './subscription.entity';
import { WebhookEventEntity } from './webhook-event.entity';

export const billingEntities = [
  CheckoutSessionEntity,
  PaymentEntity,
  SubscriptionEntity,
  EntitlementEntity,
  EarlyBirdConversionEntity,
  KnownUserEntity,
  SandboxCheckoutEntity,
  SandboxSubscriptionEntity,
  WebhookEventEntity,
];
