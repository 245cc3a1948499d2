import { Inject, Injectable } from '@nestjs/common';
import { In, type DataSource } from 'typeorm';
import { appError, billingErrors, type LiteDiscountEligibility } from '@bv/contracts';
import { getPlan, guestDiscountBuys } from '@bv/domain';
import { RpcClient } from '@bv/messaging';
import { DATA_SOURCE, LOGGER, type ServiceLogger } from '@bv/service-kit';
import { CheckoutSessionEntity } from './entities/checkout-session.entity';

/** Sessions that spent an assessment's LITE20: paid, settling, held for review or refunded. */
const SPENDING_STATUSES = ['paid', 'pending', 'needs_review', 'refunded'] as const;

/**
 * LITE20 is the reward for completing a Lite assessment (docs/product-rules.md, "Coupons (LITE20)"): it is accepted only with the id
 * of a completed Lite assessment whose e-mail is the buyer's (assessments owns those and answers
 * over RPC), for the plan its result offered, and once per assessment. This is the friendly
 * refusal when a checkout opens; two checkouts opened before either is paid are settled at
 * payment, where one payment per assessment is fulfilled and any other refunded (FulfilmentService).
 * Messages name the word the Lite widget maps on.
 */
@Injectable()
export class LiteOfferEligibility {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly rpc: RpcClient,
  ) {}

  async assertEligible(assessmentId: string, email: string, planType: string): Promise<void> {
    let answer: LiteDiscountEligibility;
    try {
      answer = await this.rpc.call('assessments.lite.discountEligibility', { assessmentId, email });
    } catch (error) {
      this.logger.error({ err: error, assessmentId }, 'could not check LITE20 eligibility with assessments');
      throw appError(billingErrors.COUPON_UNVERIFIED);
    }
    if (!answer.eligible) throw appError(billingErrors.COUPON_NOT_ELIGIBLE);
    // An assessments service that does not yet say which plan it offered cannot vouch for the code.
    if (!answer.offeredPlanType) throw appError(billingErrors.COUPON_UNVERIFIED);
    if (!guestDiscountBuys(answer.offeredPlanType, planType)) throw appError(billingErrors.COUPON_OTHER_OFFER, getPlan(answer.offeredPlanType));
    const spent = await this.dataSource.getRepository(CheckoutSessionEntity).existsBy({ liteAssessmentId: assessmentId, status: In([...SPENDING_STATUSES]) });
    if (spent) throw appError(billingErrors.COUPON_USED);
  }
}
