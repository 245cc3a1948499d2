import { useId, type InputHTMLAttributes } from 'react';

type AuthFieldProps = { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with an optional hint read out with it. */
export function AuthField({ label, hint, ...input }: AuthFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The server's rule (libs/contracts passwordSchema): 8 to 128 characters. */
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;

/** A field for choosing a password, with the length limits the server enforces. */
export function NewPasswordField({ label, hint, value, onChange }: { label: string; hint: string; value: string; onChange: (value: string) => void }) {
  return (
    <AuthField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={hint}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      minLength={MIN_PASSWORD_LENGTH}
      maxLength={MAX_PASSWORD_LENGTH}
      required
    />
  );
}
