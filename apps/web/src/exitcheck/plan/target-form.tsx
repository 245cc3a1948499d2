import type { ProPlanSettings } from '@bv/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useSavePlan } from './use-exit-plan';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

/** The goal and the target date; the server checks the date against Singapore's today. */
export function TargetForm({ initial, onSaved }: { initial?: ProPlanSettings; onSaved?: () => void }) {
  const id = useId();
  const save = useSavePlan();
  const [goal, setGoal] = useState<ProPlanSettings['goal']>(initial?.goal ?? 'exit');
  const [targetDate, setTargetDate] = useState(initial?.targetDate ?? addDays(270));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ goal, targetDate }, { onSuccess: () => onSaved?.() });
  };
  return (
    <form className="plan-target" onSubmit={submit} aria-describedby={save.error ? `${id}-error` : undefined}>
      <fieldset className="plan-target__goal">
        <legend>What are you preparing for?</legend>
        {(
          [
            ['exit', 'A sale of the business'],
            ['raise', 'An investment round'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="plan-target__choice">
            <input type="radio" name={`${id}-goal`} value={value} checked={goal === value} onChange={() => setGoal(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="field plan-target__date">
        <label htmlFor={`${id}-date`}>Target date</label>
        <input id={`${id}-date`} type="date" required min={addDays(1)} max={addDays(5 * 365)} value={targetDate} onChange={(e) => setTargetDate(e.target.value)} />
      </div>
      <button type="submit" className="button button--primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? 'Planning…' : initial ? 'Update the plan' : 'Make my plan'}
      </button>
      {save.error && (
        <p id={`${id}-error`} className="inline-error" role="alert">
          {save.error.message}
        </p>
      )}
    </form>
  );
}
