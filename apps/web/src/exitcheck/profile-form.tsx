import type { ProUserInfo } from '@bv/contracts';
import { COUNTRIES, INDUSTRIES, REVENUE_BANDS } from '@bv/domain';
import { useId, useState, type FormEvent } from 'react';

type Field = { key: keyof ProUserInfo; label: string; type?: string; autoComplete: string; required?: boolean; placeholder?: string; list?: string };

const FIELDS: Field[] = [
  { key: 'name', label: 'Your name', autoComplete: 'name', required: true },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { key: 'company', label: 'Company', autoComplete: 'organization', placeholder: 'e.g. Lion City Logistics Pte. Ltd.' },
  { key: 'revenue', label: 'Annual revenue', autoComplete: 'off', placeholder: 'e.g. S$2–5M', list: 'revenue' },
  { key: 'industry', label: 'Industry', autoComplete: 'off', placeholder: 'e.g. Logistics', list: 'industry' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', placeholder: 'e.g. +65 9123 4567' },
];

type ProfileFormProps = {
  initial: ProUserInfo;
  pending: boolean;
  /** The server's words for a refused profile (e.g. a malformed e-mail). */
  error: string | null;
  onStart: (userInfo: ProUserInfo) => void;
};

/** The business profile the report is written for: prefilled, editable, saved with the draft. */
export function ProfileForm({ initial, pending, error, onStart }: ProfileFormProps) {
  const id = useId();
  const [profile, setProfile] = useState<ProUserInfo>(initial);
  const canStart = profile.name.trim() !== '' && profile.email.trim() !== '' && !pending;
  // Name and e-mail come from the account: a signed-in person is not asked again, only offered a change.
  const [editIdentity, setEditIdentity] = useState(initial.name.trim() === '' || initial.email.trim() === '');
  const fields = editIdentity ? FIELDS : FIELDS.filter((field) => field.key !== 'name' && field.key !== 'email');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canStart) return;
    // An unchosen country is left out, as on assessments from before it was asked.
    const trimmed = Object.fromEntries(Object.entries(profile).flatMap(([key, value]) => (key === 'country' && !value ? [] : [[key, (value ?? '').trim()]]))) as ProUserInfo;
    onStart(trimmed);
  };

  return (
    <form className="lite-card pro-profile" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your business profile</h2>
      <p className="hint">
        45 questions across nine exit-critical categories, about 15–20 minutes. Your answers are saved as you go, so you can stop and come
        back later.
      </p>
      {!editIdentity && (
        <p className="pro-profile__identity">
          <span>
            Report for <strong>{profile.name}</strong> · <span className="email-text">{profile.email}</span>
          </span>
          <button type="button" className="button button--ghost button--small" onClick={() => setEditIdentity(true)}>
            Change<span className="visually-hidden"> name or e-mail</span>
          </button>
        </p>
      )}
      <div className="pro-profile__grid">
        {fields.map((field) => (
          <div className="field" key={field.key}>
            <label htmlFor={`${id}-${field.key}`}>
              {field.label}
              {!field.required && <span className="muted"> (optional)</span>}
            </label>
            <input
              id={`${id}-${field.key}`}
              name={field.key}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              list={field.list ? `${id}-${field.list}` : undefined}
              value={profile[field.key] ?? ''}
              required={field.required}
              onChange={(event) => setProfile((current) => ({ ...current, [field.key]: event.target.value }))}
            />
          </div>
        ))}
        {/* Peer benchmarks group by country (docs/product-rules.md, "Peer benchmarks"): a list, so every company lands in one. */}
        <div className="field">
          <label htmlFor={`${id}-country`}>
            Based in<span className="muted"> (optional)</span>
          </label>
          <select id={`${id}-country`} name="country" value={profile.country ?? ''} onChange={(event) => setProfile((current) => ({ ...current, country: event.target.value }))}>
            <option value="">Choose a country</option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country === 'Elsewhere' ? 'Outside Southeast Asia' : country}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="hint pro-profile__peers">Pick the industry, revenue and country from the suggestions to compare your result with similar companies.</p>
      <datalist id={`${id}-revenue`}>
        {REVENUE_BANDS.map((band) => (
          <option key={band} value={band} />
        ))}
      </datalist>
      <datalist id={`${id}-industry`}>
        {INDUSTRIES.map((industry) => (
          <option key={industry} value={industry} />
        ))}
      </datalist>
      {error && (
        <div className="inline-error" role="alert">
          <p>{error}</p>
        </div>
      )}
      {/* On a phone the button stays at the bottom of the screen, in reach without scrolling. */}
      <div className="button-row pro-profile__actions">
        <button type="submit" className="button button--primary" disabled={!canStart} aria-busy={pending || undefined} aria-describedby={canStart || pending ? undefined : `${id}-why`}>
          {pending ? 'Starting…' : 'Start Assessment'}
        </button>
        {/* A disabled button says why (the why is its description). */}
        {!(canStart || pending) && (
          <p id={`${id}-why`} className="disabled-reason">
            Enter your name and e-mail to start.
          </p>
        )}
      </div>
    </form>
  );
}
