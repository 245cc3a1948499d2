import './readiness.css';

export type DeclaredEvidencedRow = { key: string; label: string; declared: number | null; evidenced: number | null };

const pct = (value: number | null) => (value === null ? '—' : `${value}%`);

/** Which bar is which: grey for what the founder declared, green for what the room proves. */
export function BarsLegend({ declaredLabel }: { declaredLabel: string }) {
  return (
    <p className="de-bars__legend" aria-hidden="true">
      <span className="de-bars__legend-item">
        <span className="de-bars__key de-bars__key--declared" /> {declaredLabel}
      </span>
      <span className="de-bars__legend-item">
        <span className="de-bars__key de-bars__key--evidenced" /> Evidenced in the room
      </span>
    </p>
  );
}

/**
 * Declared (what the founder says) beside evidenced (what the room proves), one pair of bars per
 * category (docs/product-rules.md, "Evidence-linked readiness").
 */
export function DeclaredEvidencedBars({ rows, declaredLabel = 'Declared' }: { rows: readonly DeclaredEvidencedRow[]; declaredLabel?: string }) {
  return (
    <div className="de-bars">
      <BarsLegend declaredLabel={declaredLabel} />
      <ul className="de-bars__list">
        {rows.map((row) => (
          <li key={row.key} className="de-bars__row" aria-label={`${row.label}: ${declaredLabel.toLowerCase()} ${pct(row.declared)}, evidenced ${pct(row.evidenced)}`}>
            <span className="de-bars__label">{row.label}</span>
            <span className="de-bars__pair" aria-hidden="true">
              <span className="de-bars__track">
                <span className="de-bars__fill de-bars__fill--declared" style={{ width: `${row.declared ?? 0}%` }} />
              </span>
              <span className="de-bars__value">{pct(row.declared)}</span>
              <span className="de-bars__track">
                <span className="de-bars__fill de-bars__fill--evidenced" style={{ width: `${row.evidenced ?? 0}%` }} />
              </span>
              <span className="de-bars__value de-bars__value--evidenced">{pct(row.evidenced)}</span>
            </span>
          </li>
        ))}
      </ul>
      {rows.some((row) => row.evidenced === null) && <p className="de-bars__note">— No checklist category proves this one yet.</p>}
    </div>
  );
}
