import { LITE_SOCIAL_PROOF, MARKETING_FIGURES } from '@bv/domain';
import { IllustrativeNote } from './illustrative-note';
import { ResultSection } from './result-section';

export function SocialProof() {
  return (
    <ResultSection title="Founders across Southeast Asia use Blueprint Vault">
      <ul className="stat-strip">
        <li>
          <strong>{MARKETING_FIGURES.users}</strong> founders and advisors
        </li>
        <li>
          <strong>{MARKETING_FIGURES.countries}</strong> countries
        </li>
        <li>
          <strong>{MARKETING_FIGURES.averageValueIncrease}</strong> average value increase
        </li>
      </ul>
      <ul className="quote-list">
        {LITE_SOCIAL_PROOF.slice(0, 3).map((testimonial) => (
          <li key={testimonial.quote}>
            <blockquote>
              <p>“{testimonial.quote}”</p>
              <footer>
                {testimonial.name}, {testimonial.country} · {testimonial.role}
              </footer>
            </blockquote>
          </li>
        ))}
      </ul>
      <IllustrativeNote />
    </ResultSection>
  );
}
