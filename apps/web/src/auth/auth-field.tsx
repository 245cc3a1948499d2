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
