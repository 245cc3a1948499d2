import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import { MailboxMessageEntity } from './entities/mailbox-message.entity';

export type OutgoingMail = {
  logId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per log row, so a receiver can drop a resend after a crash. */
  messageId: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on marketing mail. */
  headers: Record<string, string>;
};

export type MailTransport = {
  readonly kind: 'smtp' | 'mailbox';
  /** Runs inside the delivery transaction; the mailbox writes its row in it. */
  send(mail: OutgoingMail, manager: EntityManager): Promise<void>;
  close(): void;
};

/** Stores mail locally when no SMTP server is configured; one message per log row at most. */
export class MailboxTransport implements MailTransport {
  readonly kind = 'mailbox';
  async send(mail: OutgoingMail, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(MailboxMessageEntity)
      .values({
        id: randomUUID(),
        logId: mail.logId,
        toAddress: mail.to,
        fromAddress: mail.from,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
      })
      .orIgnore()
      .execute();
  }
  close(): void {}
}

export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp';
  private readonly transporter: Transporter;
  constructor(url: string) {
    this.transporter = nodemailer.createTransport(pooledSmtpUrl(url));
  }
  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      headers: mail.headers,
    });
  }
  close(): void {
    this.transporter.close();
  }
}

/**
 * Pooled unless the URL says otherwise (`?pool=false`): mails reuse open SMTP connections
 * instead of a TCP and TLS handshake each (issue 18, the e-mail worker).
 */
export function pooledSmtpUrl(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('pool')) parsed.searchParams.set('pool', 'true');
  return parsed.toString();
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  return smtpUrl ? new SmtpTransport(smtpUrl) : new MailboxTransport();
}
