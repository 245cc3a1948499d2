import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { adminEmailsApi, type EmailLog, type EmailLogStatus } from '../api/admin';
import { FormError } from '../auth/form-error';
import { DataTable } from '../ui/data-table';
import { formatDateTime } from '../format/format';
import { AdminList } from './admin-list';
import { STATUS_LABELS } from './email-status';

const STATUSES: Array<EmailLogStatus | ''> = ['', 'pending', 'sent', 'failed', 'cancelled'];

/** Every e-mail the platform logged, with its template and subject; failed ones can be sent again. */
export function AdminEmailLogs() {
  const [status, setStatus] = useState<EmailLogStatus | ''>('');
  const [email, setEmail] = useState('');
  const address = useDeferredValue(email.trim());
  const queryClient = useQueryClient();
  const logs = useQuery<{ items: EmailLog[]; total: number }, ApiError>({
    queryKey: ['admin', 'email-logs', status, address],
    queryFn: () => adminEmailsApi.logs({ status: status || undefined, email: address || undefined }),
  });
  const resend = useMutation<unknown, ApiError, string>({
    mutationFn: adminEmailsApi.resend,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'email-logs'] }),
  });
  const total = logs.data?.total ?? 0;

  return (
    <div className="admin-section">
      <div className="filter-row">
        <div className="field">
          <label htmlFor="email-log-status">Status</label>
          <select id="email-log-status" value={status} onChange={(e) => setStatus(e.target.value as EmailLogStatus | '')}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s ? STATUS_LABELS[s] : 'Any'}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="email-log-address">Address contains</label>
          <input id="email-log-address" type="search" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
      </div>
      <AdminList
        pending={logs.isPending}
        loading="Loading e-mail logs…"
        notices={<FormError message={logs.error?.message ?? resend.error?.message ?? null} />}
        rows={logs.data?.items}
        empty="No e-mail matches these filters."
      >
        {(rows) => (
          <DataTable label="E-mail logs" caption={<>{total} e-mail{total === 1 ? '' : 's'}</>} columns={['To', 'Template', 'Subject', 'Status', 'When']} actions>
            {rows.map((log) => (
              <tr key={log.id}>
                <td className="data-table__wide">
                  <span className="email-text">{log.userEmail}</span>
                </td>
                <td>{log.templateName}</td>
                <td>{log.subject}</td>
                <td>
                  <span className={`admin-pill admin-pill--${log.status}`}>{STATUS_LABELS[log.status]}</span>
                  {log.errorMessage && <span className="payment-status__detail">{log.errorMessage}</span>}
                </td>
                <td className="data-table__when">{formatDateTime(log.sentAt ?? log.scheduledAt)}</td>
                <td>
                  {log.status === 'failed' && (
                    <button type="button" className="button button--small" disabled={resend.isPending} onClick={() => resend.mutate(log.id)}>
                      Resend
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminList>
    </div>
  );
}
