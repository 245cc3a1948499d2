import type { Tone } from './webhook-labels';

/** A status as Stripe shows it: a small coloured pill with the word (colour is never the only cue). */
export function StatusPill({ label, tone }: { label: string; tone: Tone }) {
  return <span className={`webhook-pill webhook-pill--${tone}`}>{label}</span>;
}
