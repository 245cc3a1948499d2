import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { appError, notificationsErrors, type ProcessEmailSequenceRequest } from '@bv/contracts';
import { formatSingaporeDate, getPlan, LITE_MAX_SCORE, priceLockExpiresAt } from '@bv/domain';
import { CONFIG, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { formatSgd, siteLinks } from '../common/site-links';
import type { TemplateData } from '../email/template-renderer';
import { liteResultData } from './lite-result-data';
import { SequenceService } from './sequence.service';

/**
 * process-email-sequence (docs/product-rules.md, "E-mail sequences and consent"), as an internal/admin operation: starts the named sequence
 * for an address with the spec's metadata. The same call twice schedules once.
 */
@Injectable()
export class ProcessEmailSequenceService {
  constructor(
    private readonly sequences: SequenceService,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async process(request: ProcessEmailSequenceRequest) {
    const { userEmail, triggerType } = request;
    const triggerKey = `call-${request.idempotencyKey ?? createHash('sha256').update(JSON.stringify(request)).digest('hex').slice(0, 32)}`;
    const userData = this.userData(request);
    const started = await this.unitOfWork.run((tx) =>
      this.sequences.start(tx, { triggerType, email: userEmail, triggerKey, userData, triggeredAt: new Date() }),
    );
    return {
      triggerType,
      scheduled: started.scheduled.map((s) => ({ ...s, scheduledAt: s.scheduledAt.toISOString() })),
      alreadyScheduled: started.alreadyScheduled,
    };
  }

  private userData(request: ProcessEmailSequenceRequest): TemplateData {
    const m = request.metadata;
    const links = siteLinks(this.config, m.consultationLink);
    const name = request.userName ?? 'there';
    if (request.triggerType === 'early_bird_granted' || request.triggerType === 'phase2_launch_early_bird') {
      // The locked prices are the Phase 2 prices of the plan table (docs/product-rules.md, "Launch phases and early-bird price locks").
      return {
        name,
        pricingUrl: links.pricingUrl,
        accountUrl: links.accountUrl,
        founderPlusPrice: formatSgd(getPlan('founder').price * 100),
        eliteMonthlyPrice: formatSgd(getPlan('elite').price * 100),
        expiresOn: formatSingaporeDate(priceLockExpiresAt(new Date())),
      };
    }
    if (request.triggerType === 'phase2_launch_general') return { name, pricingUrl: links.pricingUrl };
    if (m.score === undefined || !m.scoreLabel || !m.toolType || !m.insight) {
      throw appError(notificationsErrors.METADATA_REQUIRED, request.triggerType);
    }
    const facts = { name, toolType: m.toolType, kind: 'lite' as const, score: m.score, maxScore: LITE_MAX_SCORE, scoreLabel: m.scoreLabel, insight: m.insight };
    return liteResultData(facts, links);
  }
}
