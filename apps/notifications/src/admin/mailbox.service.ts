import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { EmailLog } from '@bv/contracts';
import { DATA_SOURCE } from '@bv/service-kit';
import { schemaSqlOf } from '../common/sql';
import { MailboxMessageEntity } from '../email/entities/mailbox-message.entity';
import { redactLinkCredentials } from './redact-link-credentials';

/**
 * The local mailbox (mail stored instead of sent when SMTP_URL is unset), for admins. The
 * bodies and headers hold other users' link tokens, so admins get them redacted.
 */
@Injectable()
export class MailboxService {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async list(filter: { email?: string; limit: number }) {
    const query = this.dataSource.getRepository(MailboxMessageEntity).createQueryBuilder('m').orderBy('m.created_at', 'DESC').addOrderBy('m.id').limit(filter.limit);
    if (filter.email) query.where('lower(m.to_address) LIKE :pattern', { pattern: `%${filter.email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    const messages = await query.getMany();
    const logs = await this.logsOf(messages.map((m) => m.logId));
    return {
      items: messages.map((m) => ({
        id: m.id,
        logId: m.logId,
        to: m.toAddress,
        from: m.fromAddress,
        subject: m.subject,
        text: redactLinkCredentials(m.textBody),
        html: redactLinkCredentials(m.htmlBody),
        headers: Object.fromEntries(Object.entries(m.headers).map(([name, value]) => [name, redactLinkCredentials(value)])),
        createdAt: m.createdAt.toISOString(),
        templateName: logs.get(m.logId)?.template_name ?? null,
        status: logs.get(m.logId)?.status ?? null,
      })),
    };
  }

  /** Which template each mail was sent from and how its delivery stands, so the list reads like a mail log. */
  private async logsOf(logIds: string[]): Promise<Map<string, { template_name: string; status: EmailLog['status'] }>> {
    if (logIds.length === 0) return new Map();
    const s = schemaSqlOf(this.dataSource);
    const rows = await this.dataSource.query<Array<{ id: string; template_name: string; status: EmailLog['status'] }>>(
      `SELECT l.id, t.name AS template_name, l.status FROM ${s}.email_automation_logs l JOIN ${s}.email_templates t ON t.id = l.template_id WHERE l.id = ANY($1::uuid[])`,
      [logIds],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
