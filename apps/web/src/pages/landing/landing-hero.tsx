import { MARKETING_FIGURES } from '@bv/domain';
import { Link } from 'react-router';
import type { HeroCopy } from './persona-headlines';

const VAULT_CONTENTS = ['Exit-readiness report', 'Pitch deck', 'Investor FAQ', 'Data-room checklist'];

type LandingHeroProps = {
  copy: HeroCopy;
  ctaText: string;
  onCtaClick: () => void;
  /** In the HTML painted before the scripts run the A/B variant is not known yet: the button keeps its place unseen. */
  ctaPending?: boolean;
  /** A signed-in visitor is sent to their workspace, not to the sign-up offers. */
  signedIn?: boolean;
};

export function LandingHero({ copy, ctaText, onCtaClick, ctaPending = false, signedIn = false }: LandingHeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1 id="hero-title">{copy.headline}</h1>
          <p className="hero__lead">{copy.lead}</p>
          <div className="button-row">
            <Link className={`button button--accent button--large${ctaPending ? ' is-pending' : ''}`} to={signedIn ? '/dashboard' : { hash: 'exitcheck-lite' }} onClick={onCtaClick}>
              {signedIn ? 'Open your dashboard' : ctaText}
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
          <img className="hero__art" src="/images/hero-vault.svg" alt="" width="320" height="200" fetchPriority="high" />
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
