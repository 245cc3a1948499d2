import { MARKETING_FIGURES } from '@bv/domain';
import { Link } from 'react-router';

const VAULT_CONTENTS = ['Exit-readiness report', 'Pitch deck', 'Investor FAQ', 'Data-room checklist'];

export function LandingHero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">For founders and SME owners in Singapore and Southeast Asia</p>
          <h1 id="hero-title">Investor Ready in Half the Time</h1>
          <p className="hero__lead">
            Blueprint Vault audits your exit readiness and builds your investor materials: a scored report, a pitch deck, an investor FAQ
            and a data-room checklist, ready in minutes instead of weeks of consultant time.
          </p>
          <div className="button-row">
            <Link className="button button--accent button--large" to={{ hash: 'exitcheck-lite' }}>
              Take the free ExitCheck Lite
            </Link>
            <Link className="button button--on-dark button--large" to={{ hash: 'pricing' }}>
              See pricing
            </Link>
          </div>
          <p className="hero__note">
            Save {MARKETING_FIGURES.savingsPerEngagement} per engagement · 30-day money-back guarantee
          </p>
        </div>
        <div className="hero__panel" aria-hidden="true">
          <p className="hero__panel-title">Inside your vault</p>
          <ul>
            {VAULT_CONTENTS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="hero__panel-foot">Editable in PowerPoint, Word and PDF</p>
        </div>
      </div>
    </section>
  );
}
