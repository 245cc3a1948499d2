import { Module } from '@nestjs/common';
import { BillingAccountService } from './account/billing-account.service';
import { BillingAdminService } from './admin/billing-admin.service';
import { CheckoutService } from './checkout/checkout.service';
import { LiteOfferEligibility } from './checkout/lite-offer-eligibility';
import { EntitlementsService } from './entitlements/entitlements.service';
import { DuplicateLiteOfferRefund } from './fulfilment/duplicate-lite-offer-refund';
import { FulfilmentService } from './fulfilment/fulfilment.service';
import { LaunchStateService } from './launch/launch-state.service';
import { ReplaceLaunchStateOnFlagsChangedHandler } from './launch/replace-launch-state-on-flags-changed.handler';
import { EndPriceLockOnEarlyBirdRevokedHandler } from './price-locks/end-price-lock-on-early-bird-revoked.handler';
import { HoldPriceLockOnEarlyBirdGrantedHandler } from './price-locks/hold-price-lock-on-early-bird-granted.handler';
import { PriceLocksService } from './price-locks/price-locks.service';
import { paymentProviderFactory } from './providers/payment-provider.factory';
import { SandboxCheckoutService } from './sandbox/sandbox-checkout.service';
import { AttachPurchasesOnUserKnownHandler } from './users/attach-purchases-on-user-known.handler';
import { KnownUsersService } from './users/known-users.service';
import { StripeWebhookService } from './webhooks/stripe-webhook.service';

@Module({
  providers: [
    paymentProviderFactory,
    EntitlementsService,
    KnownUsersService,
    AttachPurchasesOnUserKnownHandler,
    DuplicateLiteOfferRefund,
    FulfilmentService,
    LiteOfferEligibility,
    CheckoutService,
    SandboxCheckoutService,
    StripeWebhookService,
    LaunchStateService,
    ReplaceLaunchStateOnFlagsChangedHandler,
    PriceLocksService,
    HoldPriceLockOnEarlyBirdGrantedHandler,
    EndPriceLockOnEarlyBirdRevokedHandler,
    BillingAccountService,
    BillingAdminService,
  ],
})
export class AppModule {}
