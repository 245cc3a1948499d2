import type { OwnerShare, UpdateShareRequest } from '@bv/contracts';
import { useId, useState, type FormEvent } from 'react';
import type { CreateShareInput } from '../api/sharing';
import { FormError } from '../auth/form-error';
import { formatDate } from '../format/format';
import { endOfSingaporeDay, singaporeDay } from './share-format';

export type ShareFormValues = {
  title: string;
  description: string;
  password: string;
  removePassword: boolean;
  expiresOn: string;
  maxViews: string;
  isPublic: boolean;
  notifyOnView: boolean;
  requireEmail: boolean;
  /** Addresses and domains, one per line or separated by commas. */
  allowedViewers: string;
  allowDownload: boolean;
};

type Errors = Partial<Record<'title' | 'password' | 'expiresOn' | 'maxViews' | 'allowedViewers', string>>;

/** The allow-list as typed, cleaned: lower-case, a bare domain read as `@domain`, no repeats. */
export function viewerRules(text: string): string[] {
  return [...new Set(typedRules(text).map(normalRule))];
}
const typedRules = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
const normalRule = (rule: string) => {
  const lower = rule.toLowerCase();
  return lower.includes('@') ? lower : `@${lower}`;
};
// The server's rule: an address, or a domain after an @.
const VIEWER_RULE = /^([^\s@]+)?@[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const MAX_VIEWER_RULES = 100;

export const MAX_VIEWS_LIMIT = 1_000_000;

const blank = (title: string): ShareFormValues => ({
  title,
  description: '',
  password: '',
  removePassword: false,
  expiresOn: '',
  maxViews: '',
  isPublic: true,
  notifyOnView: false,
  requireEmail: false,
  allowedViewers: '',
  allowDownload: false,
});

export const valuesOf = (share: OwnerShare): ShareFormValues => ({
  title: share.title,
  description: share.description ?? '',
  password: '',
  removePassword: false,
  expiresOn: share.expiresAt ? singaporeDay(share.expiresAt) : '',
  maxViews: share.maxViews === null ? '' : String(share.maxViews),
  isPublic: share.isPublic,
  notifyOnView: share.notifyOnView,
  requireEmail: share.requireEmail,
  allowedViewers: share.allowedViewers.join('\n'),
  allowDownload: share.allowDownload,
});

/**
 * Who can open the link with these settings, in one sentence (the form says it under "Who can
 * open it", so a password and "anyone with the link" never read as two different answers).
 */
export function whoCanOpen(v: ShareFormValues, keepsPassword = false): string {
  if (!v.isPublic) return 'Nobody for now: the link is paused. Turn it on to let viewers in again.';
  const password = !v.removePassword && (v.password.length > 0 || keepsPassword);
  const rules = v.requireEmail ? viewerRules(v.allowedViewers) : [];
  if (!v.requireEmail) return `Anyone with the link${password ? ' and the password' : ''}.`;
  if (rules.length === 0) return `Anyone with the link who confirms their e-mail address${password ? ' and enters the password' : ''}.`;
  const list = rules.length <= 3 ? rules.join(', ') : `${rules.slice(0, 3).join(', ')} and ${rules.length - 3} more`;
  return `Only ${list}, once they confirm their e-mail address${password ? ' and enter the password' : ''}.`;
}

/** The contract's rules, said before the server has to. */
export function validateShareForm(values: ShareFormValues, initial: ShareFormValues, today = singaporeDay(new Date())): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = 'Give the link a title.';
  if (values.password && values.password.length < 4) errors.password = 'Use at least 4 characters';
  // An unchanged past expiry (editing an expired link's other fields) is not sent, so not checked.
  if (values.expiresOn && values.expiresOn !== initial.expiresOn && values.expiresOn < today) errors.expiresOn = 'Choose today or a later day.';
  if (values.maxViews) {
    const n = Number(values.maxViews);
    if (!Number.isInteger(n) || n < 1 || n > MAX_VIEWS_LIMIT) errors.maxViews = 'Enter a whole number of views, 1 or more.';
  }
  if (values.requireEmail) {
    const bad = typedRules(values.allowedViewers).find((rule) => !VIEWER_RULE.test(normalRule(rule)));
    if (bad) errors.allowedViewers = `“${bad}” is neither an e-mail address (jane@fund.sg) nor a domain (@fund.sg).`;
    else if (viewerRules(values.allowedViewers).length > MAX_VIEWER_RULES) errors.allowedViewers = `List at most ${MAX_VIEWER_RULES} addresses or domains.`;
  }
  return errors;
}

export function createRequest(outputId: string, v: ShareFormValues): CreateShareInput {
  return {
    outputId,
    title: v.title.trim(),
    description: v.description.trim() || null,
    password: v.password || null,
    expiresAt: v.expiresOn ? endOfSingaporeDay(v.expiresOn) : null,
    maxViews: v.maxViews ? Number(v.maxViews) : null,
    isPublic: v.isPublic,
    notifyOnView: v.notifyOnView,
    requireEmail: v.requireEmail,
    allowedViewers: v.requireEmail ? viewerRules(v.allowedViewers) : [],
    allowDownload: v.allowDownload,
  };
}

/** Only what changed: absent keeps, null clears (the PATCH's rules). */
export function updateRequest(initial: ShareFormValues, v: ShareFormValues): UpdateShareRequest {
  const changes: UpdateShareRequest = {};
  if (v.title.trim() !== initial.title) changes.title = v.title.trim();
  if (v.description.trim() !== initial.description.trim()) changes.description = v.description.trim() || null;
  if (v.removePassword) changes.password = null;
  else if (v.password) changes.password = v.password;
  if (v.expiresOn !== initial.expiresOn) changes.expiresAt = v.expiresOn ? endOfSingaporeDay(v.expiresOn) : null;
  if (v.maxViews !== initial.maxViews) changes.maxViews = v.maxViews ? Number(v.maxViews) : null;
  if (v.isPublic !== initial.isPublic) changes.isPublic = v.isPublic;
  if (v.notifyOnView !== initial.notifyOnView) changes.notifyOnView = v.notifyOnView;
  if (v.requireEmail !== initial.requireEmail) changes.requireEmail = v.requireEmail;
  const rules = v.requireEmail ? viewerRules(v.allowedViewers) : [];
  if (rules.join('\n') !== viewerRules(initial.requireEmail ? initial.allowedViewers : '').join('\n')) changes.allowedViewers = rules;
  if (v.allowDownload !== initial.allowDownload) changes.allowDownload = v.allowDownload;
  return changes;
}

type ShareFormProps = {
  /** Editing an existing link; a new one otherwise. */
  share?: OwnerShare;
  defaultTitle: string;
  busy: boolean;
  error: string | null;
  onSubmit: (values: ShareFormValues, initial: ShareFormValues) => void;
  onCancel?: () => void;
};

export function ShareForm({ share, defaultTitle, busy, error, onSubmit, onCancel }: ShareFormProps) {
  const uid = useId();
  const [initial] = useState(() => (share ? valuesOf(share) : blank(defaultTitle)));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof ShareFormValues>(key: K, value: ShareFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const field = (name: string) => `${uid}-${name}`;
  const describedBy = (name: keyof Errors, hint?: string) => [errors[name] ? field(`${name}-error`) : null, hint].filter(Boolean).join(' ') || undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateShareForm(values, initial);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(field(first))?.focus();
      return;
    }
    onSubmit(values, initial);
  };

  const fieldError = (name: keyof Errors) =>
    errors[name] ? (
      <p className="field__error" id={field(`${name}-error`)}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form className="share-form" onSubmit={submit} noValidate aria-labelledby={field('heading')}>
      <h3 id={field('heading')}>{share ? `Edit “${share.title}”` : 'New share link'}</h3>
      <div className="field">
        <label htmlFor={field('title')}>Link title</label>
        <input
          id={field('title')}
          type="text"
          maxLength={200}
          value={values.title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
          onChange={(e) => set('title', e.target.value)}
        />
        {fieldError('title')}
      </div>
      <div className="field">
        <label htmlFor={field('description')}>Description (optional)</label>
        <textarea id={field('description')} rows={2} maxLength={2_000} value={values.description} onChange={(e) => set('description', e.target.value)} />
      </div>
      <fieldset className="share-form__group">
        <legend>Who can open it</legend>
        <p className="share-form__who" id={field('who')} aria-live="polite">
          {whoCanOpen(values, share?.requiresPassword)}
        </p>
        <div className="field">
          <label htmlFor={field('password')}>{share?.requiresPassword ? 'New password (optional)' : 'Password (optional)'}</label>
          <input
            id={field('password')}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            value={values.password}
            disabled={values.removePassword}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('password', field('password-hint'))}
            onChange={(e) => set('password', e.target.value)}
          />
          <p className="hint" id={field('password-hint')}>
            {share?.requiresPassword ? 'Leave empty to keep the current password.' : 'Viewers must enter it to see the content. At least 4 characters.'}
          </p>
          {fieldError('password')}
          {share?.requiresPassword && (
            <label className="share-form__check">
              <input type="checkbox" checked={values.removePassword} onChange={(e) => set('removePassword', e.target.checked)} /> Remove the password
            </label>
          )}
        </div>
        <label className="share-form__check">
          <input type="checkbox" checked={values.requireEmail} onChange={(e) => set('requireEmail', e.target.checked)} /> Ask for the viewer’s e-mail before showing it
        </label>
        {values.requireEmail && (
          <div className="field share-form__nested">
            <label htmlFor={field('allowedViewers')}>Only these people (optional)</label>
            <textarea
              id={field('allowedViewers')}
              rows={3}
              value={values.allowedViewers}
              placeholder={'partner@fund.sg\n@jungle.vc'}
              aria-invalid={errors.allowedViewers ? true : undefined}
              aria-describedby={describedBy('allowedViewers', field('viewers-hint'))}
              onChange={(e) => set('allowedViewers', e.target.value)}
            />
            <p className="hint" id={field('viewers-hint')}>
              E-mail addresses or whole domains (@fund.sg), one per line. Leave empty to let anyone who gives an e-mail in.
            </p>
            {fieldError('allowedViewers')}
          </div>
        )}
      </fieldset>
      <fieldset className="share-form__group">
        <legend>Limits</legend>
        <div className="share-form__row">
          <div className="field">
            <label htmlFor={field('expiresOn')}>Expires on (optional)</label>
            <input
              id={field('expiresOn')}
              type="date"
              min={singaporeDay(new Date())}
              value={values.expiresOn}
              aria-invalid={errors.expiresOn ? true : undefined}
              aria-describedby={describedBy('expiresOn', field('expires-hint'))}
              onChange={(e) => set('expiresOn', e.target.value)}
            />
            <p className="hint" id={field('expires-hint')}>
              {/* The field draws the day in the browser's own order (12/31/2026 on a US browser): the day is said again as the app writes dates. */}
              {/^\d{4}-\d{2}-\d{2}$/.test(values.expiresOn) ? `Works until the end of ${formatDate(endOfSingaporeDay(values.expiresOn))}, Singapore time.` : 'Works until the end of that day, Singapore time.'}
            </p>
            {fieldError('expiresOn')}
          </div>
          <div className="field">
            <label htmlFor={field('maxViews')}>Maximum views (optional)</label>
            <input
              id={field('maxViews')}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_VIEWS_LIMIT}
              step={1}
              value={values.maxViews}
              aria-invalid={errors.maxViews ? true : undefined}
              aria-describedby={describedBy('maxViews')}
              onChange={(e) => set('maxViews', e.target.value)}
            />
            {fieldError('maxViews')}
          </div>
        </div>
      </fieldset>
      <fieldset className="share-form__group">
        <legend>Options</legend>
        <label className="share-form__check">
          <input type="checkbox" checked={values.allowDownload} onChange={(e) => set('allowDownload', e.target.checked)} /> Allow downloading a PDF
          {values.requireEmail ? ' (each page stamped with the viewer’s e-mail and the date)' : ''}
        </label>
        <label className="share-form__check">
          <input type="checkbox" checked={values.notifyOnView} onChange={(e) => set('notifyOnView', e.target.checked)} /> E-mail me when it is viewed
        </label>
        {/* Off pauses the link without deleting it (its state reads 'private' until it is on again):
            a choice for a link that exists, so Manage has it and a new link is simply on. */}
        {share && (
          <>
            <label className="share-form__check">
              <input type="checkbox" role="switch" checked={values.isPublic} onChange={(e) => set('isPublic', e.target.checked)} aria-describedby={field('on-hint')} /> Link is on
            </label>
            <p className="hint share-form__inline-hint" id={field('on-hint')}>
              Turn off to pause it without deleting it.
            </p>
          </>
        )}
      </fieldset>
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {share ? 'Save changes' : 'Create link'}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
