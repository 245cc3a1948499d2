import { calculateRoi, ROI_DEFAULTS, ROI_MINIMUMS, type RoiInput } from '@bv/domain';
import { useId, useState } from 'react';
import { LandingSection } from './landing-section';
import { formatSgd } from '../../format/format';

const FIELDS: Array<{ key: keyof RoiInput; label: string; hint: string; step: number }> = [
  { key: 'hoursPerWeek', label: 'Hours a week spent on investor or exit preparation', hint: 'hours', step: 0.5 },
  { key: 'hourlyRate', label: 'Value of an hour of your time (S$)', hint: 'S$ per hour', step: 10 },
  { key: 'weeks', label: 'Weeks of preparation', hint: 'weeks', step: 1 },
  { key: 'cost', label: 'Cost of Blueprint Vault (S$)', hint: 'S$', step: 1 },
];

const money = formatSgd;

/**
 * The ROI calculator of docs/product-rules.md, "Landing page and site pages" (flag roi_calculator);
 * the arithmetic is @bv/domain's calculateRoi.
 */
export function RoiCalculator() {
  const id = useId();
  const [input, setInput] = useState<RoiInput>(ROI_DEFAULTS);
  const result = calculateRoi(input);

  return (
    <LandingSection id="roi-calculator" eyebrow="ROI calculator" title="What is your preparation time worth?" lead="Change the numbers to match your situation.">
      <div className="roi">
        <form className="roi__form" onSubmit={(event) => event.preventDefault()}>
          {FIELDS.map((field) => (
            <div className="field" key={field.key}>
              <label htmlFor={`${id}-${field.key}`}>{field.label}</label>
              <input
                id={`${id}-${field.key}`}
                type="number"
                inputMode="decimal"
                min={ROI_MINIMUMS[field.key]}
                step={field.step}
                value={Number.isNaN(input[field.key]) ? '' : input[field.key]}
                onChange={(event) => setInput((current) => ({ ...current, [field.key]: event.target.valueAsNumber }))}
              />
            </div>
          ))}
        </form>
        <dl className="roi__results" aria-live="polite">
          <div>
            <dt>Value of time saved</dt>
            <dd>{money(result.value)}</dd>
          </div>
          <div>
            <dt>Net benefit</dt>
            <dd>{money(result.net)}</dd>
          </div>
          <div>
            <dt>Return on investment</dt>
            <dd>{result.roiPercent.toLocaleString('en-SG')}%</dd>
          </div>
        </dl>
      </div>
      <p className="fine-print">An estimate from your own numbers: value = hours × rate × weeks; net = value − cost; ROI = net ÷ cost.</p>
    </LandingSection>
  );
}
