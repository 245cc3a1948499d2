import { isValidEmail } from '@bv/domain';
import { useId, useState, type FormEvent, type Ref } from 'react';

export type LiteContact = { name: string; email: string };

type LiteContactStepProps = {
  contact: LiteContact;
  onChange: (contact: LiteContact) => void;
  onStart: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

export function LiteContactStep({ contact, onChange, onStart, headingRef }: LiteContactStepProps) {
  const id = useId();
  const [emailError, setEmailError] = useState<string | null>(null);
  const canStart = contact.name.trim() !== '' && contact.email.trim() !== '';

  // docs/product-rules.md, "Lite assessments": the address is checked here, at step 1, with the
  // guest widget's basic pattern, instead of failing after the fifth question.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canStart) return;
    if (!isValidEmail(contact.email.trim())) {
      setEmailError('Please enter a valid email address');
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    onStart();
  };

  return (
    <form className="lite-step" onSubmit={submit} noValidate>
      <h3 className="lite-step__heading" ref={headingRef} tabIndex={-1}>
        Where should we send your results?
      </h3>
      <div className="field">
        <label htmlFor={`${id}-name`}>Your name</label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          value={contact.name}
          onChange={(event) => onChange({ ...contact, name: event.target.value })}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={contact.email}
          onChange={(event) => {
            setEmailError(null);
            onChange({ ...contact, email: event.target.value });
          }}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          required
        />
        {emailError && (
          <p id={`${id}-email-error`} className="field__error" role="alert">
            {emailError}
          </p>
        )}
      </div>
      <p className="hint">We use it to send your score and roadmap. No spam; unsubscribe in one click.</p>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={!canStart}>
          Start Assessment
        </button>
      </div>
    </form>
  );
}
