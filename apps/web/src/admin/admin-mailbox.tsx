import './admin-mailbox.css';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ApiError } from '../api/api-error';
import { adminEmailsApi, type MailboxMessage } from '../api/admin';
import { FormError } from '../auth/form-error';
import { formatDateTime } from '../format/format';
import { AdminList } from './admin-list';
import { STATUS_LABELS } from './email-status';
import { initialOf, listTime, mailPreview } from './mail-preview';
import { MailText } from './mail-text';

/** The template and delivery status of a mail, as small labels (nothing when the log is gone). */
function MailTags({ message }: { message: MailboxMessage }) {
  if (!message.templateName && !message.status) return null;
  return (
    <span className="mailbox-tags">
      {message.status && <span className={`admin-pill admin-pill--${message.status}`}>{STATUS_LABELS[message.status]}</span>}
      {message.templateName && <span className="mailbox-tag">{message.templateName}</span>}
    </span>
  );
}

/** The selected message, read as the person received it: subject, who from, to whom, when, the text. */
function MessagePane({ message, reading, onBack }: { message: MailboxMessage; reading: boolean; onBack: () => void }) {
  const back = useRef<HTMLButtonElement>(null);
  // On a phone the opened message covers the list: focus goes to its way back (the button is hidden on a wide screen).
  useEffect(() => {
    if (reading && back.current?.offsetParent) back.current.focus();
  }, [reading, message.id]);
  return (
    <article className="mailbox-pane" aria-labelledby="mailbox-pane-subject">
      <div className="mailbox-pane__bar">
        <button ref={back} type="button" className="button button--ghost mailbox-pane__back" onClick={onBack}>
          <span aria-hidden="true">←</span> Messages
        </button>
      </div>
      <header className="mailbox-pane__header">
        <MailTags message={message} />
        <h2 id="mailbox-pane-subject" className="mailbox-pane__subject">
          {message.subject}
        </h2>
        <dl className="mailbox-pane__meta">
          <div>
            <dt>From</dt>
            <dd className="email-text">{message.from}</dd>
          </div>
          <div>
            <dt>To</dt>
            <dd className="email-text">{message.to}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </header>
      <div className="mailbox-pane__body">
        <div className="mailbox-pane__sheet">
          <MailText text={message.text} />
        </div>
      </div>
    </article>
  );
}

/**
 * The local mailbox (where mail goes when no SMTP server is configured), as a mail client shows
 * it: the list at the left and the selected message beside it on a wide screen; on a phone the
 * list alone, a message opening over it with a way back. Up and down move through the list.
 * Plain text only, so no mail markup runs here.
 */
export function AdminMailbox() {
  const [email, setEmail] = useState('');
  const address = useDeferredValue(email.trim());
  const mailbox = useQuery<{ items: MailboxMessage[] }, ApiError>({
    queryKey: ['admin', 'mailbox', address],
    queryFn: () => adminEmailsApi.mailbox(address || undefined),
  });
  const items = mailbox.data?.items ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // On a phone the message covers the list only once someone opened it; a wide screen always shows the selection.
  const [reading, setReading] = useState(false);
  const selected = items.find((m) => m.id === selectedId) ?? items[0] ?? null;
  const list = useRef<HTMLUListElement>(null);
  const focusOption = (id: string) => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []).find((li) => li.dataset.id === id)?.focus();

  const onListKey = (event: KeyboardEvent) => {
    if (!selected) return;
    const index = items.findIndex((m) => m.id === selected.id);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setReading(true);
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    const target = items[Math.max(0, Math.min(items.length - 1, next))];
    setSelectedId(target.id);
    focusOption(target.id);
  };
  const count = items.length;

  return (
    <div className="admin-section">
      <div className="filter-row mailbox-toolbar">
        <div className="field">
          <label htmlFor="mailbox-address">Address contains</label>
          <input id="mailbox-address" type="search" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        {mailbox.data && (
          <p className="mailbox-count" id="mailbox-count">
            {count} message{count === 1 ? '' : 's'}, newest first
          </p>
        )}
      </div>
      <AdminList
        pending={mailbox.isPending}
        loading="Loading the mailbox…"
        notices={<FormError message={mailbox.error?.message ?? null} />}
        rows={mailbox.data?.items}
        empty={address ? 'No mail to an address with these letters.' : 'The mailbox is empty.'}
      >
        {(rows) => (
          <div className={`mailbox${reading ? ' mailbox--reading' : ''}`}>
            <div className="mailbox__list-column">
              <ul ref={list} className="mailbox-list" role="listbox" aria-label="Messages" aria-describedby="mailbox-count" onKeyDown={onListKey}>
                {rows.map((message) => {
                  const isSelected = message.id === selected?.id;
                  return (
                    <li
                      key={message.id}
                      data-id={message.id}
                      role="option"
                      aria-selected={isSelected}
                      tabIndex={isSelected ? 0 : -1}
                      className="mailbox-item"
                      onClick={() => {
                        setSelectedId(message.id);
                        setReading(true);
                      }}
                    >
                      <span className="mailbox-item__initial" aria-hidden="true">
                        {initialOf(message.to)}
                      </span>
                      <span className="mailbox-item__main">
                        <span className="mailbox-item__top">
                          <span className="mailbox-item__to">{message.to}</span>
                          {/* A row is three short lines, as in a mail client: only a delivery that did not go plainly is flagged here. */}
                          {message.status && message.status !== 'sent' && <span className={`admin-pill admin-pill--${message.status}`}>{STATUS_LABELS[message.status]}</span>}
                          <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
                            {listTime(message.createdAt)}
                          </time>
                        </span>
                        <span className="mailbox-item__subject">{message.subject}</span>
                        <span className="mailbox-item__preview">
                          {message.templateName && <span className="mailbox-item__template">{message.templateName}</span>}
                          <span aria-hidden="true">{mailPreview(message.text)}</span>
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
            {selected && (
              <MessagePane
                message={selected}
                reading={reading}
                onBack={() => {
                  setReading(false);
                  // Back on the list, at the message just read.
                  requestAnimationFrame(() => focusOption(selected.id));
                }}
              />
            )}
          </div>
        )}
      </AdminList>
    </div>
  );
}
