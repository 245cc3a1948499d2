import { MARKETING_FIGURES } from '@bv/domain';

const FIGURES = [
  { value: MARKETING_FIGURES.users, label: 'founders and advisors' },
  { value: MARKETING_FIGURES.countries, label: 'countries' },
  { value: MARKETING_FIGURES.averageValueIncrease, label: 'average value increase' },
  { value: MARKETING_FIGURES.successRate, label: 'success rate' },
  { value: MARKETING_FIGURES.consultingFeesSaved, label: 'consulting fees saved' },
];

export function TrustStrip() {
  return (
    <section className="trust-strip" aria-label="Blueprint Vault in numbers">
      <ul className="container trust-strip__list">
        {FIGURES.map((figure) => (
          <li key={figure.label}>
            <strong>{figure.value}</strong> <span>{figure.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
