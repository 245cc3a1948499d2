import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { EmailLinks } from '../consent/email-links';
import { EmailAutomationLogEntity } from '../email/entities/email-automation-log.entity';
import { EmailEngagementEntity } from './entities/email-engagement.entity';

export type TrackRequest = { kind: 'open' | 'click'; token: string; url?: string };

/**
 * Records the first open and the first click of each mail and publishes email.engaged for
 * them (assessments turns it into lead score). Reloads of the pixel, image proxies and
 * repeated clicks count once, so the lead score measures people, not fetches.
 */
@Injectable()
export class EngagementService {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly links: EmailLinks,
  ) {}

  async track(request: TrackRequest): Promise<{ recorded: boolean; redirectTo: string | null }> {
    const url = request.kind === 'click' ? request.url : undefined;
    if (request.kind === 'click' && !url) return { recorded: false, redirectTo: null };
    const logId = url ? this.links.signer.readClickToken(request.token, url) : this.links.signer.readOpenToken(request.token);
    // A link that was not signed by us redirects nowhere (no open redirect) and counts nothing.
    if (!logId) return { recorded: false, redirectTo: null };
    const recorded = await this.unitOfWork.run(async (tx) => {
      const log = await tx.manager.findOneBy(EmailAutomationLogEntity, { id: logId });
      if (!log) return false;
      const inserted = await tx.manager
        .createQueryBuilder()
        .insert()
        .into(EmailEngagementEntity)
        .values({ logId, kind: request.kind, occurredAt: new Date() })
        .orIgnore()
        .returning(['logId'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return false;
      tx.publish({
        type: 'email.engaged',
        payload: { email: log.userEmail, kind: request.kind, templateId: log.templateId, at: new Date().toISOString() },
      });
      return true;
    });
    return { recorded, redirectTo: url ?? null };
  }
}
