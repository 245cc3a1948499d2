import type { TeamMember } from '@bv/domain';
import { useEffect, useRef } from 'react';
import { IntakeField } from './intake-field';
import { SHORT, TEAM_BACKGROUND, TEAM_MAX } from './intake-steps';

const blankMember = (): TeamMember => ({ name: '', role: '', background: '' });

type TeamStepProps = { team: TeamMember[]; onChange: (team: TeamMember[]) => void };

/** Founders and key hires; a blank row is left out when the step is saved. */
export function TeamStep({ team, onChange }: TeamStepProps) {
  const members = team.length > 0 ? team : [blankMember()];
  const listRef = useRef<HTMLOListElement>(null);
  const focusMember = useRef<number | null>(null);

  useEffect(() => {
    if (focusMember.current === null) return;
    const groups = listRef.current?.querySelectorAll<HTMLElement>('.pp-member');
    const target = groups?.[Math.min(focusMember.current, groups.length - 1)];
    (target?.querySelector<HTMLElement>('input') ?? target)?.focus();
    focusMember.current = null;
  });

  const update = (index: number, change: Partial<TeamMember>) => onChange(members.map((m, i) => (i === index ? { ...m, ...change } : m)));
  const add = () => {
    focusMember.current = members.length;
    onChange([...members, blankMember()]);
  };
  const remove = (index: number) => {
    focusMember.current = Math.max(0, index - 1);
    onChange(members.filter((_, i) => i !== index));
  };

  return (
    <>
      <ol className="pp-team" ref={listRef}>
        {members.map((member, index) => {
          const name = member.name.trim() || `team member ${index + 1}`;
          const blank = Object.values(member).every((value) => value.trim() === '');
          return (
            <li key={index}>
              <fieldset className="pp-member">
                <legend>Team member {index + 1}</legend>
                <IntakeField label="Name" kind="text" maxLength={SHORT} value={member.name} onChange={(name) => update(index, { name })} />
                <IntakeField
                  label="Role"
                  kind="text"
                  maxLength={SHORT}
                  placeholder="e.g. Co-founder and CEO"
                  value={member.role}
                  onChange={(role) => update(index, { role })}
                />
                <IntakeField
                  label="Background"
                  kind="textarea"
                  rows={3}
                  maxLength={TEAM_BACKGROUND}
                  hint="Relevant experience, past companies and exits, domain expertise."
                  value={member.background}
                  onChange={(background) => update(index, { background })}
                />
                {(members.length > 1 || !blank) && (
                  <button type="button" className="button button--ghost button--small" onClick={() => remove(index)}>
                    Remove<span className="visually-hidden"> {name}</span>
                  </button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--secondary" onClick={add} disabled={members.length >= TEAM_MAX}>
        Add team member
      </button>
      {members.length >= TEAM_MAX && <p className="hint">The intake takes up to {TEAM_MAX} people.</p>}
    </>
  );
}
