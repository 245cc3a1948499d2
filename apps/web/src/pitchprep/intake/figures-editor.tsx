import { FIGURE_CURRENCIES, type FigureCurrency, type FigurePoint, type PitchIntake } from '@bv/domain';
import { useId } from 'react';

const MAX_ROWS = 24;

type Row = { period: string; amount: number; profit: number };
type FiguresEditorProps = { intake: PitchIntake; onChange: (intake: PitchIntake) => void; kind: 'history' | 'forecast' };

const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(/,/g, '')));
const shown = (value: number) => (Number.isFinite(value) ? String(value) : '');

/**
 * The figures the deck charts (docs/product-rules.md, "Deck writers"): revenue by month or year
 * on the traction step; revenue and profit by year on the financials step. Plain numbers in one
 * currency; a row without a period or an amount is left out when the step is saved.
 */
export function FiguresEditor({ intake, onChange, kind }: FiguresEditorProps) {
  const id = useId();
  const currency: FigureCurrency = intake.financials.currency ?? 'SGD';
  const profitBy = new Map((intake.financials.profit ?? []).map((point) => [point.period, point.amount]));
  const source = kind === 'history' ? (intake.traction.history ?? []) : (intake.financials.forecast ?? []);
  const rows: Row[] = (source.length > 0 ? source : [{ period: '', amount: Number.NaN }]).map((point) => ({ ...point, profit: profitBy.get(point.period) ?? Number.NaN }));

  const write = (next: Row[], nextCurrency = currency) => {
    const points: FigurePoint[] = next.map((row) => ({ period: row.period, amount: row.amount }));
    if (kind === 'history') {
      onChange({ ...intake, traction: { ...intake.traction, history: points }, financials: { ...intake.financials, currency: nextCurrency } });
      return;
    }
    const profit = next.filter((row) => Number.isFinite(row.profit)).map((row) => ({ period: row.period, amount: row.profit }));
    onChange({ ...intake, financials: { ...intake.financials, forecast: points, profit, currency: nextCurrency } });
  };
  const update = (index: number, change: Partial<Row>) => write(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const title = kind === 'history' ? 'Revenue by month or year' : 'Revenue and profit by year';
  const hint =
    kind === 'history'
      ? 'Oldest first, e.g. “Jan” … “Oct” or “FY2022” … “FY2024”. Your deck draws these as the traction chart.'
      : 'Actuals then plan, e.g. “2024”, “2025”, “2026F”. Profit can be EBITDA or net, negative while you invest. Your deck draws the financials chart.';
  return (
    <fieldset className="pp-figures" aria-describedby={`${id}-hint`}>
      <legend>{title}</legend>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="field pp-figures__currency">
        <label htmlFor={`${id}-currency`}>Currency</label>
        <select id={`${id}-currency`} value={currency} onChange={(event) => write(rows, event.target.value as FigureCurrency)}>
          {FIGURE_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <ol className="pp-figures__rows">
        {rows.map((row, index) => (
          <li key={index} className="pp-figures__row">
            <label>
              <span>{kind === 'history' ? 'Period' : 'Year'}</span>
              <input type="text" maxLength={24} value={row.period} onChange={(event) => update(index, { period: event.target.value })} />
            </label>
            <label>
              <span>Revenue</span>
              <input type="number" inputMode="decimal" step="any" value={shown(row.amount)} onChange={(event) => update(index, { amount: number(event.target.value) })} />
            </label>
            {kind === 'forecast' && (
              <label>
                <span>Profit</span>
                <input type="number" inputMode="decimal" step="any" value={shown(row.profit)} onChange={(event) => update(index, { profit: number(event.target.value) })} />
              </label>
            )}
            <button type="button" className="button button--ghost button--small" onClick={() => write(rows.filter((_, at) => at !== index))} disabled={rows.length === 1}>
              Remove<span className="visually-hidden"> row {index + 1}</span>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--secondary button--small" onClick={() => write([...rows, { period: '', amount: Number.NaN, profit: Number.NaN }])} disabled={rows.length >= MAX_ROWS}>
        Add a {kind === 'history' ? 'period' : 'year'}
      </button>
    </fieldset>
  );
}
