import type { EmailLog } from '@bv/contracts';
import { renderSubjectForLog } from '../email/template-renderer';
import { redactLinkCredentials } from './redact-link-credentials';

export type EmailLogRow = {
  id: string;
  user_email: string;
  status: EmailLog['status'];
  template_id: string;
  template_name: string;
  template_subject: string;
  trigger_type: string | null;
  step: number | null;
  scheduled_at: Date;
  sent_at: Date | null;
  error_message: string | null;
  attempts: number;
  user_data: Record<string, string | number | null>;
  created_at: Date;
};

/** Template values that are credentials: whoever reads the admin logs must not be able to use them. */
const SECRET_VALUES = new Set(['verifyUrl', 'resetUrl', 'activationUrl', 'confirmUrl', 'viewerCode', 'roomPageUrl']);

/** Known credential values are hidden whole; any other value that holds a tokened link loses the token. */
function adminValue(key: string, value: string | number | null): string | number | null {
  if (SECRET_VALUES.has(key)) return '(hidden)';
  return typeof value === 'string' ? redactLinkCredentials(value) : value;
}

export function toEmailLog(row: EmailLogRow): EmailLog {
  const userData = Object.fromEntries(Object.entries(row.user_data).map(([key, value]) => [key, adminValue(key, value)]));
  return {
    id: row.id,
    userEmail: row.user_email,
    status: row.status,
    templateId: row.template_id,
    templateName: row.template_name,
    // Filled from the stored values (not the redacted copy: no subject carries a credential).
    subject: renderSubjectForLog(row.template_subject, row.user_data),
    triggerType: row.trigger_type,
    step: row.step,
    scheduledAt: row.scheduled_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    errorMessage: row.error_message,
    attempts: row.attempts,
    userData,
    createdAt: row.created_at.toISOString(),
  };
}
