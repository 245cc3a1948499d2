import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { appError, billingErrors, type CheckoutResponse, type CreateCheckoutRpc, type VerifyPaymentResponse } from '@bv/contracts';
import { GUEST_DISCOUNT_CODE, QUALIFYING_EARLY_BIRD_PLAN_TYPES, launchPhaseOf } from '@bv/domain';
import { CONFIG, DATA_SOURCE, LOGGER, UNIT_OF_WORK, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import type { BillingConfig } from '../config';
import { CheckoutSessionEntity } from './entities/checkout-session.entity';
import { PaymentEntity } from '../fulfilment/entities/payment.entity';
import { FulfilmentService } from '../fulfilment/fulfilment.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { planNameOf } from '../views/views';
import { LaunchStateService } from '../launch/launch-state.service';
import { PriceLocksService } from '../price-locks/price-locks.service';
import { priceCheckout, type CheckoutContext } from './checkout-pricing';
import { LiteOfferEligibility } from './lite-offer-eligibility';

const PAYMENT_REVIEW_MESSAGE = 'Your payment is being reviewed by our team before access is given. We will contact you by e-mail.';
/** docs/product-rules.md, "Coupons (LITE20)": what the success page says to the buyer of a second LITE20 payment. */
const LITE20_ALREADY_USED_MESSAGE =
  'The LITE20 discount of this Lite assessment had already paid for another purchase, so we refunded this payment in full automatically. We have e-mailed you the details.';

@Injectable()
export class CheckoutService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly fulfilment: FulfilmentService,
    private readonly liteOffer: LiteOfferEligibility,
    private readonly launchState: LaunchStateService,
    private readonly priceLocks: PriceLocksService,
  ) {}

  async create(req: CreateCheckoutRpc): Promise<CheckoutResponse> {
    if (req.purpose === 'test' && !this.provider.allowsTestProducts) {
      throw appError(billingErrors.TEST_MODE_ONLY);
    }
    const context = await this.contextOf(req);
    const priced = priceCheckout({ ...req, context });
    const liteAssessmentId = priced.discountCode === GUEST_DISCOUNT_CODE ? (req.liteAssessmentId ?? null) : null;
    // priceCheckout accepts LITE20 only with a plan, so planType is there whenever the code is.
    if (liteAssessmentId && req.planType) await this.liteOffer.assertEligible(liteAssessmentId, req.email, req.planType);
    const checkoutId = randomUUID();
    const amount = priced.price * 100;
    const metadata: Record<string, string> = { checkoutId, purpose: req.purpose, planType: req.planType ?? 'test', tool: priced.tool ?? '', userId: req.userId ?? '' };
    let opened: { sessionRef: string; url: string };
    try {
      opened = await this.provider.createCheckout({
        checkoutId,
        mode: req.paymentType === 'subscription' ? 'subscription' : 'payment',
        productName: priced.productName,
        amount,
        email: req.email,
        successUrl: `${this.publicUrl()}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.publicUrl()}/#pricing`,
        metadata,
      });
    } catch (error) {
      this.logger.error({ err: error, checkoutId }, 'payment provider refused to open a checkout');
      throw appError(billingErrors.PROVIDER_ERROR);
    }
    await this.dataSource.getRepository(CheckoutSessionEntity).insert({
      id: checkoutId,
      provider: this.provider.kind,
      providerSessionId: opened.sessionRef,
      purpose: req.purpose,
      userId: req.userId,
      email: req.email,
      firstName: req.firstName,
      lastName: req.lastName,
      planType: req.planType,
      paymentType: req.paymentType,
      tool: priced.tool,
      amount,
      discountCode: priced.discountCode,
      liteAssessmentId,
      // Every qualifying purchase while Phase 1 is active earns the lock, whatever early_bird_pricing
      // says: that flag only shows or hides the early-bird messages (docs/product-rules.md).
      earlyBirdOffer: context.activePhase === 1 && req.planType !== null && QUALIFYING_EARLY_BIRD_PLAN_TYPES.includes(req.planType),
      lockedPricing: priced.lockedPricing,
      status: 'open',
      providerCustomerId: null,
      providerSubscriptionId: null,
    });
    return { url: opened.url, checkoutId };
  }

  /**
   * verify-payment (docs/product-rules.md, "Payments and refunds"): the success page may arrive before the webhook, so an unfinished
   * session is synced from the provider here too; the same fulfilment runs at most once.
   */
  async verify(sessionRef: string): Promise<VerifyPaymentResponse> {
    const repo = this.dataSource.getRepository(CheckoutSessionEntity);
    let session = await repo.findOneBy({ providerSessionId: sessionRef });
    if (!session) throw appError(billingErrors.SESSION_NOT_FOUND);
    let error: string | undefined;
    if (session.status === 'open' || session.status === 'pending') {
      try {
        session = (await this.unitOfWork.run((tx) => this.fulfilment.syncCheckout(tx, sessionRef))) ?? session;
      } catch (cause) {
        this.logger.error({ err: cause, sessionRef }, 'payment verification could not reach the provider');
        error = 'The payment provider could not be reached. Please retry in a moment.';
      }
    }
    if (session.status === 'needs_review') error = PAYMENT_REVIEW_MESSAGE;
    if (session.status === 'refunded' && (await this.refundReasonOf(session)) === 'lite20_already_used') error = LITE20_ALREADY_USED_MESSAGE;
    return {
      verified: session.status === 'paid',
      status: session.status,
      ...(error ? { error } : {}),
      planType: (session.planType as VerifyPaymentResponse['planType']) ?? null,
      planName: planNameOf(session.planType, session.paymentType),
      paymentType: session.paymentType,
      tool: (session.tool as VerifyPaymentResponse['tool']) ?? null,
      amount: session.amount,
      email: session.email,
    };
  }

  /**
   * The launch phase and the buyer's locked price, from billing's own copies. A plan bought
   * without an account is refused while guest_checkout is off (the payment test products are not
   * plans and stay open).
   */
  private async contextOf(req: CreateCheckoutRpc): Promise<CheckoutContext> {
    if (req.purpose === 'test') return { activePhase: 1, lockedPrice: null };
    const launch = await this.launchState.current();
    if (req.userId === null && launch.flags.guest_checkout !== true) throw appError(billingErrors.GUEST_CHECKOUT_DISABLED);
    const activePhase = launchPhaseOf(launch.phaseId);
    return { activePhase, lockedPrice: activePhase === 2 ? await this.priceLocks.lockedPrice(req.userId, req.planType) : null };
  }

  private async refundReasonOf(session: CheckoutSessionEntity): Promise<PaymentEntity['refundReason']> {
    const payment = await this.dataSource.getRepository(PaymentEntity).findOne({ where: { checkoutSessionId: session.id }, select: { id: true, refundReason: true } });
    return payment?.refundReason ?? null;
  }

  private publicUrl(): string {
    return this.config.PUBLIC_URL.replace(/\/$/, '');
  }
}
