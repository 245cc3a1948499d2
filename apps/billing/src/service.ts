import type { ServiceSpec } from '@bv/service-kit';
import { BillingAccountService } from './account/billing-account.service';
import { BillingAdminService } from './admin/billing-admin.service';
import { AppModule } from './app.module';
import { CheckoutService } from './checkout/checkout.service';
import { CheckoutSessionEntity } from './checkout/entities/checkout-session.entity';
import { configSchema } from './config';
import { EntitlementEntity } from './entitlements/entities/entitlement.entity';
import { EarlyBirdConversionEntity } from './fulfilment/entities/early-bird-conversion.entity';
import { PaymentEntity } from './fulfilment/entities/payment.entity';
import { SubscriptionEntity } from './fulfilment/entities/subscription.entity';
import { MessagingTables1763780200000 } from './migrations/1763780200000-messaging-tables';
import { Billing1763800000000 } from './migrations/1763800000000-billing';
import { PaymentReviewLiteOffer1763900000000 } from './migrations/1763900000000-payment-review-lite-offer';
import { LaunchStatePriceLocks1764200000000 } from './migrations/1764200000000-launch-state-price-locks';
import { LiteOfferOncePerAssessment1764340000000 } from './migrations/1764340000000-lite-offer-once-per-assessment';
import { PaymentRefundedBy1764400000000 } from './migrations/1764400000000-payment-refunded-by';
import { ReplaceLaunchStateOnFlagsChangedHandler } from './launch/replace-launch-state-on-flags-changed.handler';
import { EndPriceLockOnEarlyBirdRevokedHandler } from './price-locks/end-price-lock-on-early-bird-revoked.handler';
import { HoldPriceLockOnEarlyBirdGrantedHandler } from './price-locks/hold-price-lock-on-early-bird-granted.handler';
import { PriceLocksService } from './price-locks/price-locks.service';
import { SandboxCheckoutEntity, SandboxSubscriptionEntity } from './providers/entities/sandbox.entities';
import { SandboxCheckoutService } from './sandbox/sandbox-checkout.service';
import { AttachPurchasesOnUserKnownHandler } from './users/attach-purchases-on-user-known.handler';
import { KnownUserEntity } from './users/entities/known-user.entity';
import { WebhookEventEntity } from './webhooks/entities/webhook-event.entity';
import { StripeWebhookService } from './webhooks/stripe-webhook.service';

export const billingService: ServiceSpec<'billing'> = {
  name: 'billing',
  configSchema,
  module: AppModule,
  // Billing asks assessments whether a buyer earned LITE20 (assessments.lite.discountEligibility),
  // and the flags service for the launch state once, before its first flags.changed.
  rpcClient: true,
  database: {
    entities: [
      CheckoutSessionEntity,
      PaymentEntity,
      SubscriptionEntity,
      EntitlementEntity,
      EarlyBirdConversionEntity,
      KnownUserEntity,
      SandboxCheckoutEntity,
      SandboxSubscriptionEntity,
      WebhookEventEntity,
    ],
    migrations: [MessagingTables1763780200000, Billing1763800000000, PaymentReviewLiteOffer1763900000000, LaunchStatePriceLocks1764200000000, LiteOfferOncePerAssessment1764340000000, PaymentRefundedBy1764400000000],
  },
  events: (app) => {
    const attachPurchases = app.get(AttachPurchasesOnUserKnownHandler);
    const replaceLaunchState = app.get(ReplaceLaunchStateOnFlagsChangedHandler);
    const holdPriceLock = app.get(HoldPriceLockOnEarlyBirdGrantedHandler);
    const endPriceLock = app.get(EndPriceLockOnEarlyBirdRevokedHandler);
    return {
      'user.registered': (event, tx) => attachPurchases.handle(event, tx),
      'user.invited': (event, tx) => attachPurchases.handle(event, tx),
      'flags.changed': (event, tx) => replaceLaunchState.handle(event, tx),
      'early_bird.granted': (event, tx) => holdPriceLock.handle(event, tx),
      'early_bird.revoked': (event, tx) => endPriceLock.handle(event, tx),
    };
  },
  rpc: (app) => {
    const checkout = app.get(CheckoutService);
    const sandbox = app.get(SandboxCheckoutService);
    const webhooks = app.get(StripeWebhookService);
    const account = app.get(BillingAccountService);
    const admin = app.get(BillingAdminService);
    const priceLocks = app.get(PriceLocksService);
    return {
      'billing.checkout.create': (req) => checkout.create(req),
      'billing.checkout.verify': (req) => checkout.verify(req.sessionId),
      'billing.pricing.validate': (req) => priceLocks.validatePricing(req.userId, req.planType),
      'billing.overview': (req) => account.overview(req.userId),
      'billing.subscriptions.setCancel': (req) => account.setCancelAtPeriodEnd(req.userId, req.subscriptionId, req.cancelAtPeriodEnd),
      'billing.portal': (req) => account.portal(req.userId, req.returnUrl),
      'billing.sandbox.get': (req) => sandbox.get(req.id),
      'billing.sandbox.pay': (req) => sandbox.pay(req.id),
      'billing.sandbox.cancel': (req) => sandbox.cancel(req.id),
      'billing.webhook.stripe': (req) => webhooks.receive(req.payload, req.signature),
      'billing.admin.payments.list': (req) => admin.list(req),
      'billing.admin.payments.refund': (req) => admin.refund(req.actorId, req.paymentId),
      'billing.admin.user': (req) => admin.user(req.userId),
    };
  },
};
