import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG, DATA_SOURCE } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { formatSgd, siteLinks } from '../common/site-links';
import { schemaSqlOf } from '../common/sql';
import { SequenceService } from '../sequences/sequence.service';

type LaunchRecipient = { email: string; founder_plus_cents: number | null; elite_monthly_cents: number | null };

/**
 * Phase 2 launched: everyone on the launch list, and every holder of a live early-bird lock,
 * gets one launch mail: the early-bird variant with their locked prices, or the general one.
 * Keyed by phase, so a repeated event mails nobody twice.
 */
@Injectable()
export class MailLaunchListOnPhase2LaunchedHandler {
  constructor(
    private readonly sequences: SequenceService,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'phase2.launched'>>, tx: Transaction): Promise<void> {
    const s = schemaSqlOf(this.dataSource);
    const launchedAt = new Date(event.payload.at);
    const recipients: LaunchRecipient[] = await tx.manager.query(
      `SELECT r.email, eb.founder_plus_cents, eb.elite_monthly_cents
       FROM (SELECT email FROM ${s}.launch_signups UNION SELECT email FROM ${s}.early_bird_holders WHERE expires_at > $1) r
       LEFT JOIN ${s}.early_bird_holders eb ON eb.email = r.email AND eb.expires_at > $1
       ORDER BY r.email`,
      [launchedAt],
    );
    const { pricingUrl } = siteLinks(this.config);
    for (const r of recipients) {
      const earlyBird = r.founder_plus_cents !== null && r.elite_monthly_cents !== null;
      await this.sequences.start(
        tx,
        {
          triggerType: earlyBird ? 'phase2_launch_early_bird' : 'phase2_launch_general',
          email: r.email,
          triggerKey: `phase-${event.payload.phaseId}`,
          userData: earlyBird
            ? { pricingUrl, founderPlusPrice: formatSgd(r.founder_plus_cents!), eliteMonthlyPrice: formatSgd(r.elite_monthly_cents!) }
            : { pricingUrl },
          triggeredAt: launchedAt,
        },
      );
    }
  }
}
