import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { adminEmailsApi, type MailboxMessage } from '../api/admin';
import { FormError } from '../auth/form-error';
import { formatDateTime } from '../format/format';
import { AdminList } from './admin-list';

/** The local mailbox: where mail goes when no SMTP server is configured. Plain text only, so no mail markup runs here. */
export function AdminMailbox() {
  const [email, setEmail] = useState('');
  const address = useDeferredValue(email.trim());
  const mailbox = useQuery<{ items: MailboxMessage[] }, ApiError>({
    queryKey: ['admin', 'mailbox', address],
    queryFn: () => adminEmailsApi.mailbox(address || undefined),
  });
  const count = mailbox.data?.items.length ?? 0;
  return (
    <div className="admin-section">
      <div className="filter-row">
        <div className="field">
          <label htmlFor="mailbox-address">Address contains</label>
          <input id="mailbox-address" type="search" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
      </div>
      <AdminList
        pending={mailbox.isPending}
        loading="Loading the mailbox…"
        notices={<FormError message={mailbox.error?.message ?? null} />}
        rows={mailbox.data?.items}
        empty={address ? 'No mail to an address with these letters.' : 'The mailbox is empty.'}
      >
        {(rows) => (
          <>
            <p className="mailbox-count">
              {count} message{count === 1 ? '' : 's'}, newest first
            </p>
            <ul className="mailbox-list" aria-label="Messages">
              {rows.map((message) => (
                <li key={message.id}>
                  <details className="mailbox-message">
                    <summary>
                      <span className="mailbox-message__subject">{message.subject}</span>
                      <span className="mailbox-message__meta">
                        <span className="mailbox-message__to" title={message.to}>
                          {message.to}
                        </span>
                        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                      </span>
                    </summary>
                    <pre className="mailbox-message__body">{message.text}</pre>
                  </details>
                </li>
              ))}
            </ul>
          </>
        )}
      </AdminList>
    </div>
  );
}
