import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@bv/service-kit';
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
      })),
    };
  }
}
