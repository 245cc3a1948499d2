import type { EmailLogStatus } from '../api/admin';

/** A mail's delivery status as the e-mail logs and the mailbox name it. */
export const STATUS_LABELS: Record<EmailLogStatus, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed', cancelled: 'Cancelled' };
