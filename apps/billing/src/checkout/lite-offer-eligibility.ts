import { Inject, Injectable } from '@nestjs/common';
import { In, type DataSource } from 'typeorm';
import { appError, billingErrors } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { DATA_SOURCE, LOGGER, type ServiceLogger } from '@bv/service-kit';
import { CheckoutSessionEntity } from './entities/checkout-session.entity';

/** Sessions that spent an assessment's LITE20: paid, settling, held for review or refunded. */
const SPENDING_STATUSES = ['paid', 'pending', 'needs_review', 'refunded'] as const;

/**
 * LITE20 is the reward for completing a Lite assessment (docs/product-rules.md, "Coupons (LITE20)"): it is accepted only with the id
 * of a completed Lite assessment whose e-mail is the buyer's (assessments owns those and answers
 * over RPC), and once per assessment. Messages name the word the Lite widget maps on.
 */
@Injectable()
export class LiteOfferEligibility {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly rpc: RpcClient,
  ) {}

  async assertEligible(assessmentId: string, email: string): Promise<void> {
    let eligible: boolean;
    try {
      ({ eligible } = await this.rpc.call('assessments.lite.discountEligibility', { assessmentId, email }));
    } catch (error) {
      this.logger.error({ err: error, assessmentId }, 'could not check LITE20 eligibility with assessments');
      throw appError(billingErrors.COUPON_UNVERIFIED);
    }
    if (!eligible) throw appError(billingErrors.COUPON_NOT_ELIGIBLE);
    const spent = await this.dataSource.getRepository(CheckoutSessionEntity).existsBy({ liteAssessmentId: assessmentId, status: In([...SPENDING_STATUSES]) });
    if (spent) throw appError(billingErrors.COUPON_USED);
  }
}
