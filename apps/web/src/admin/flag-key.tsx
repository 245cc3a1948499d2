import { Fragment } from 'react';

/**
 * A flag key such as pitchprep_ai_generation as code that may wrap only after its separators
 * (`_`, `.`), never inside a word: a <wbr> after each, and admin.css turns off the page-wide
 * break-anywhere for these keys.
 */
export function FlagKey({ name }: { name: string }) {
  const parts = name.split(/(?<=[_.])/);
  return (
    <code className="flag-key">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </code>
  );
}

/** "pitchprep_ai_generation: off → on" with the key breakable only at its separators. */
export function FlagChange({ change }: { change: string }) {
  const colon = change.indexOf(': ');
  if (colon < 0) return <>{change}</>;
  return (
    <>
      <FlagKey name={change.slice(0, colon)} />
      {change.slice(colon)}
    </>
  );
}
