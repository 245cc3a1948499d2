import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { emailTriggerForScore, singaporeDateOf, singaporeWallTime } from '@bv/domain';
import type { Transaction } from '@bv/messaging';
import { CONFIG, LOGGER, type ServiceLogger } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { siteLinks } from '../common/site-links';
import { schemaSqlOf } from '../common/sql';
import { liteResultData } from './lite-result-data';
import { SequenceService } from './sequence.service';

/**
 * Every finished assessment starts its sequence: the high-score one at 35+, else the
 * completion one (docs/product-rules.md, "E-mail sequences and consent"). Its first step is the result mail; follow-ups come later.
 */
@Injectable()
export class StartSequenceOnAssessmentCompletedHandler {
  constructor(
    private readonly sequences: SequenceService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'assessment.completed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    // The Lite sequences sell a paid plan on a score out of 50; a Pro result comes from a buyer.
    if (p.kind !== 'lite') return;
    if (await this.dailyResultMailsReached(tx, p.email)) {
      this.logger.info({ assessmentId: p.assessmentId }, 'lite result not mailed: the address had its result mails for today');
      return;
    }
    await this.sequences.start(
      tx,
      {
        triggerType: emailTriggerForScore(p.score),
        email: p.email,
        triggerKey: `assessment-${p.assessmentId}`,
        userData: liteResultData(p, siteLinks(this.config)),
        triggeredAt: new Date(event.occurredAt),
      },
    );
  }

  /**
   * Counts today's Lite sequences for the address under a lock on it, so two results handled at
   * once cannot both take the last place.
   */
  private async dailyResultMailsReached(tx: Transaction, email: string): Promise<boolean> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`lite-result-mail:${email}`]);
    const startOfDay = singaporeWallTime(singaporeDateOf(new Date()), 0);
    const [{ n }] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${schemaSqlOf(tx.manager.connection)}.email_automation_logs
        WHERE user_email = $1 AND trigger_type IN ('assessment_completion', 'high_score') AND step = 0 AND created_at >= $2`,
      [email, startOfDay],
    );
    return n >= this.config.LITE_RESULT_EMAILS_PER_DAY;
  }
}
