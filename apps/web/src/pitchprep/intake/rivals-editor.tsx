import type { PitchIntake, Rival } from '@bv/domain';

const MAX_RIVALS = 8;

type RivalsEditorProps = { intake: PitchIntake; onChange: (intake: PitchIntake) => void };

/** The competition table of the deck: each alternative and where it falls short; blank rows are left out on save. */
export function RivalsEditor({ intake, onChange }: RivalsEditorProps) {
  const rivals: Rival[] = (intake.competition.rivals ?? []).length > 0 ? (intake.competition.rivals ?? []) : [{ name: '', gap: '' }];
  const write = (next: Rival[]) => onChange({ ...intake, competition: { ...intake.competition, rivals: next } });
  const update = (index: number, change: Partial<Rival>) => write(rivals.map((rival, at) => (at === index ? { ...rival, ...change } : rival)));
  return (
    <fieldset className="pp-figures">
      <legend>Competition table</legend>
      <p className="hint">One row per alternative (a competitor, a spreadsheet, doing nothing) and where it falls short for your customers.</p>
      <ol className="pp-figures__rows">
        {rivals.map((rival, index) => (
          <li key={index} className="pp-figures__row pp-figures__row--rival">
            <label>
              <span>Alternative</span>
              <input type="text" maxLength={80} value={rival.name} onChange={(event) => update(index, { name: event.target.value })} />
            </label>
            <label>
              <span>Where it falls short</span>
              <input type="text" maxLength={300} value={rival.gap} onChange={(event) => update(index, { gap: event.target.value })} />
            </label>
            <button type="button" className="button button--ghost button--small" onClick={() => write(rivals.filter((_, at) => at !== index))} disabled={rivals.length === 1}>
              Remove<span className="visually-hidden"> {rival.name || `row ${index + 1}`}</span>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--secondary button--small" onClick={() => write([...rivals, { name: '', gap: '' }])} disabled={rivals.length >= MAX_RIVALS}>
        Add an alternative
      </button>
    </fieldset>
  );
}
