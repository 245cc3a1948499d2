import { useId } from 'react';

type IntakeFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  kind: 'text' | 'textarea';
  maxLength: number;
  hint?: string;
  rows?: number;
  placeholder?: string;
  required?: boolean;
  error?: string | null;
  suggestions?: readonly string[];
  inputMode?: 'numeric' | 'url';
};

/** One labelled answer with its hint; long answers show how much room is left near the limit. */
export function IntakeField(props: IntakeFieldProps) {
  const { label, value, onChange, kind, maxLength, hint, rows = 5, placeholder, required, error, suggestions, inputMode } = props;
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const nearLimit = kind === 'textarea' && value.length >= maxLength * 0.8;
  const common = {
    id,
    value,
    maxLength,
    placeholder,
    required,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  };

  return (
    <div className="field pp-field">
      <label htmlFor={id}>
        {label}
        {required && <span className="muted"> (required)</span>}
      </label>
      {hint && (
        <p className="hint pp-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {kind === 'textarea' ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          list={suggestions ? `${id}-list` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {suggestions && (
        <datalist id={`${id}-list`}>
          {suggestions.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      )}
      {nearLimit && (
        <p className="hint pp-field__count" aria-live="polite">
          {value.length} of {maxLength} characters
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
