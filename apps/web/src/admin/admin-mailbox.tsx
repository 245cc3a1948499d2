import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { adminEmailsApi, type MailboxMessage } from '../api/admin';
import { FormError } from '../auth/form-error';
import { formatDateTime } from '../format/format';


/** The local mailbox: where mail goes when no SMTP server is configured. Plain text only, so no mail markup runs here. */
export function AdminMailbox() {
  const [email, setEmail] = useState('');
  const address = useDeferredValue(email.trim());
  const mailbox = useQuery<{ items: MailboxMessage[] }, ApiError>({
    queryKey: ['admin', 'mailbox', address],
    queryFn: () => adminEmailsApi.mailbox(address || undefined),
  });
  return (
    <div className="admin-section">
      <div className="filter-row">
        <div className="field">
          <label htmlFor="mailbox-address">Address contains</label>
          <input id="mailbox-address" type="search" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
      </div>
      {mailbox.isPending && <p role="status">Loading the mailbox…</p>}
      <FormError message={mailbox.error?.message ?? null} />
      {mailbox.data && mailbox.data.items.length === 0 && <p>The mailbox is empty.</p>}
      {mailbox.data?.items.map((message) => (
        <details key={message.id} className="mailbox-message">
          <summary>
            <strong>{message.subject}</strong> · to {message.to} · {formatDateTime(message.createdAt)}
          </summary>
          <pre className="mailbox-message__body">{message.text}</pre>
        </details>
      ))}
    </div>
  );
}
