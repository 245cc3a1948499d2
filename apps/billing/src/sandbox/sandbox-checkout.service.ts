import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { appError, billingErrors, type SandboxSession } from '@bv/contracts';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { CheckoutSessionEntity } from '../checkout/entities/checkout-session.entity';
import { SandboxCheckoutEntity } from '../providers/entities/sandbox.entities';
import { FulfilmentService } from '../fulfilment/fulfilment.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { SandboxProvider } from '../providers/sandbox-provider';
import { planNameOf } from '../views/views';

/**
 * The sandbox checkout page's calls. Paying changes the sandbox provider's state and then runs
 * the one fulfilment path, exactly as a Stripe webhook would.
 */
@Injectable()
export class SandboxCheckoutService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async get(ref: string): Promise<SandboxSession> {
    const { session, checkout } = await this.find(ref);
    const status = checkout.state === 'canceled' ? 'canceled' : checkout.state === 'paid' ? 'paid' : 'open';
    return {
      id: ref,
      planName: planNameOf(session.planType, session.paymentType),
      planType: session.planType as SandboxSession['planType'],
      paymentType: session.paymentType,
      tool: session.tool as SandboxSession['tool'],
      amount: session.amount,
      currency: 'SGD',
      email: session.email,
      discountCode: session.discountCode,
      status,
    };
  }

  async pay(ref: string): Promise<{ redirectUrl: string }> {
    await this.find(ref);
    await this.sandbox().pay(ref);
    await this.unitOfWork.run((tx) => this.fulfilment.syncCheckout(tx, ref));
    return { redirectUrl: `/payment-success?session_id=${encodeURIComponent(ref)}` };
  }

  async cancel(ref: string): Promise<{ redirectUrl: string }> {
    await this.find(ref);
    await this.sandbox().cancel(ref);
    await this.unitOfWork.run((tx) => this.fulfilment.syncCheckout(tx, ref));
    return { redirectUrl: '/#pricing' };
  }

  private sandbox(): SandboxProvider {
    if (!(this.provider instanceof SandboxProvider)) throw appError(billingErrors.SESSION_NOT_FOUND);
    return this.provider;
  }

  private async find(ref: string) {
    this.sandbox();
    const session = await this.dataSource.getRepository(CheckoutSessionEntity).findOneBy({ providerSessionId: ref });
    const checkout = await this.dataSource.getRepository(SandboxCheckoutEntity).findOneBy({ ref });
    if (!session || !checkout) throw appError(billingErrors.SESSION_NOT_FOUND);
    return { session, checkout };
  }
}
