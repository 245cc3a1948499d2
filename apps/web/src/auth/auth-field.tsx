import { useId, useState, type InputHTMLAttributes } from 'react';

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

/**
 * A password field with a Show/Hide button beside it (as Stripe's and Linear's sign-in pages
 * have): the typed password can be checked before it is sent. The button's name is its text
 * ("Show password"), not a label, so the field alone answers to "Password".
 */
export function RevealablePasswordField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-reveal">
        <input id={id} {...input} type={shown ? 'text' : 'password'} />
        <button type="button" className="password-reveal__toggle" aria-controls={id} aria-pressed={shown} onClick={() => setShown((was) => !was)}>
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
    </div>
  );
}
