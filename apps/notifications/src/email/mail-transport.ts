import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { quoteSchema, type Transaction } from '@bv/messaging';

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
  send(mail: OutgoingMail, tx: Pick<Transaction, 'query'>): Promise<void>;
  close(): void;
};

/** Stores mail locally when no SMTP server is configured; one message per log row at most. */
export class MailboxTransport implements MailTransport {
  readonly kind = 'mailbox';
  private readonly insert: string;
  constructor(schema: string) {
    this.insert = `INSERT INTO ${quoteSchema(schema)}.mailbox (id, log_id, to_address, from_address, subject, text_body, html_body, message_id, headers)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`;
  }
  async send(mail: OutgoingMail, tx: Pick<Transaction, 'query'>): Promise<void> {
    await tx.query(this.insert, [randomUUID(), mail.logId, mail.to, mail.from, mail.subject, mail.text, mail.html, mail.messageId, mail.headers]);
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

export function createMailTransport(smtpUrl: string | undefined, schema: string): MailTransport {
  return smtpUrl ? new SmtpTransport(smtpUrl) : new MailboxTransport(schema);
}
