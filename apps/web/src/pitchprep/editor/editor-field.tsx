import { useId } from 'react';

type EditorFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  id?: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
};

/** A labelled input or textarea in an output editor. */
export function EditorField({ label, value, onChange, maxLength, id, hint, multiline = false, rows = 4 }: EditorFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className="field pp-field">
      <label htmlFor={fieldId}>{label}</label>
      {hint && (
        <p className="hint pp-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea id={fieldId} value={value} rows={rows} maxLength={maxLength} aria-describedby={hintId} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={fieldId} type="text" value={value} maxLength={maxLength} aria-describedby={hintId} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}
