import { useId, type FormEvent, type Ref } from 'react';

export type LiteContact = { name: string; email: string };

type LiteContactStepProps = {
  contact: LiteContact;
  onChange: (contact: LiteContact) => void;
  onStart: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

export function LiteContactStep({ contact, onChange, onStart, headingRef }: LiteContactStepProps) {
  const id = useId();
  // Spec §5: both required, no format check here; the server validates the address.
  const canStart = contact.name.trim() !== '' && contact.email.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canStart) onStart();
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
          onChange={(event) => onChange({ ...contact, email: event.target.value })}
          required
        />
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
