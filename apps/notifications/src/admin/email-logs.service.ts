import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { appError, notificationsErrors, type EmailLog } from '@bv/contracts';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { schemaSqlOf } from '../common/sql';
import { EmailAutomationLogEntity } from '../email/entities/email-automation-log.entity';
import { EmailSchedulerService } from '../email/email-scheduler.service';
import { toEmailLog, type EmailLogRow } from './email-log.mapper';

export type EmailLogFilter = { status?: EmailLog['status']; email?: string; limit: number; offset: number };

/** `%` and `_` typed by an admin are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin view of email_automation_logs (docs/product-rules.md, "E-mail sequences and consent"), and resending what failed. */
@Injectable()
export class EmailLogsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly scheduler: EmailSchedulerService,
  ) {}

  async list(filter: EmailLogFilter): Promise<{ items: EmailLog[]; total: number }> {
    const s = schemaSqlOf(this.dataSource);
    const where = `($1::text IS NULL OR l.status = $1) AND ($2::text IS NULL OR lower(l.user_email) LIKE $2 ESCAPE '\\')`;
    const params = [filter.status ?? null, filter.email ? likePattern(filter.email) : null];
    // One snapshot for the page and its total, so a mail changing state between the two reads
    // cannot give a total that its page does not show.
    const { rows, total } = await this.unitOfWork.run(
      async (tx) => {
        const page = await tx.query<EmailLogRow>(
        `SELECT l.id, l.user_email, l.status, l.template_id, t.name AS template_name, t.subject AS template_subject, l.trigger_type, l.step,
                l.scheduled_at, l.sent_at, l.error_message, l.attempts, l.user_data, l.created_at
         FROM ${s}.email_automation_logs l JOIN ${s}.email_templates t ON t.id = l.template_id
         WHERE ${where}
         ORDER BY l.created_at DESC, l.id
         LIMIT $3 OFFSET $4`,
        [...params, filter.limit, filter.offset],
      );
        const [counted] = await tx.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${s}.email_automation_logs l WHERE ${where}`, params);
        return { rows: page, total: counted.total };
      },
      { isolation: 'REPEATABLE READ' },
    );
    return { items: rows.map(toEmailLog), total };
  }

  /**
   * Sends a failed mail again as a new log row (the failed one stays as history). Asking twice
   * gives the same resend, so a double click sends once.
   */
  async resend(logId: string): Promise<{ logId: string; resendOf: string; status: EmailLog['status'] }> {
    const id = await this.unitOfWork.run(async (tx) => {
      const failed = await tx.manager.findOneBy(EmailAutomationLogEntity, { id: logId });
      if (!failed) throw appError(notificationsErrors.LOG_NOT_FOUND);
      if (failed.status !== 'failed') throw appError(notificationsErrors.NOT_FAILED);
      const dedupeKey = `resend:${failed.id}`;
      const { userEmail: email, templateId, userData, triggerType, step } = failed;
      const newId = await this.scheduler.schedule(tx, { email, templateId, userData, dedupeKey, triggerType: triggerType ?? undefined, step: step ?? undefined });
      return newId ?? (await tx.manager.findOneByOrFail(EmailAutomationLogEntity, { dedupeKey })).id;
    });
    const row = await this.dataSource.getRepository(EmailAutomationLogEntity).findOneByOrFail({ id });
    return { logId: id, resendOf: logId, status: row.status };
  }
}
