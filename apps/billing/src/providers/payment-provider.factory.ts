import type { FactoryProvider } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { CONFIG, DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import type { BillingConfig } from '../config';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox-provider';
import { StripeProvider, createStripeClient } from './stripe-provider';

/** Stripe when a key is configured; otherwise the sandbox (the config refuses that in production). */
export const paymentProviderFactory: FactoryProvider<PaymentProvider> = {
  provide: PAYMENT_PROVIDER,
  inject: [CONFIG, DATA_SOURCE, UNIT_OF_WORK],
  useFactory: (config: BillingConfig, dataSource: DataSource, unitOfWork: UnitOfWork) =>
    config.STRIPE_SECRET_KEY
      ? new StripeProvider(createStripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE), config.STRIPE_SECRET_KEY)
      : new SandboxProvider(dataSource, unitOfWork),
};
