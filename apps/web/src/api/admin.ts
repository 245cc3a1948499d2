import { request } from './request';

export type AdminUser = { id: string; email: string; name: string; emailVerified: boolean; role: 'user' | 'admin'; createdAt: string };

export const adminApi = {
  users: (query: string, offset = 0): Promise<{ users: AdminUser[]; total: number }> =>
    request('GET', `/admin/users?query=${encodeURIComponent(query)}&limit=25&offset=${offset}`),
  setAdmin: (userId: string, admin: boolean): Promise<AdminUser> => request('PUT', `/admin/users/${encodeURIComponent(userId)}/admin`, { admin }),
};

export type EmailLogStatus = 'pending' | 'sent' | 'failed' | 'cancelled';
export type EmailLog = {
  id: string;
  userEmail: string;
  status: EmailLogStatus;
  templateId: string;
  templateName: string;
  subject: string;
  scheduledAt: string;
  sentAt: string | null;
  errorMessage: string | null;
  attempts: number;
};
export type MailboxMessage = { id: string; to: string; from: string; subject: string; text: string; createdAt: string; templateName: string | null; status: EmailLogStatus | null };

export const adminEmailsApi = {
  logs: (filters: { status?: EmailLogStatus; email?: string }): Promise<{ items: EmailLog[]; total: number }> => {
    const params = new URLSearchParams({ limit: '50' });
    if (filters.status) params.set('status', filters.status);
    if (filters.email) params.set('email', filters.email);
    return request('GET', `/admin/emails/logs?${params.toString()}`);
  },
  resend: (logId: string): Promise<{ logId: string; resendOf: string; status: EmailLogStatus }> => request('POST', `/admin/emails/logs/${encodeURIComponent(logId)}/resend`),
  mailbox: (email?: string): Promise<{ items: MailboxMessage[] }> => request('GET', `/admin/emails/mailbox?limit=50${email ? `&email=${encodeURIComponent(email)}` : ''}`),
};
