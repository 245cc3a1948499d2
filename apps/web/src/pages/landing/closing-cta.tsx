import { Link } from 'react-router';

export function ClosingCta() {
  return (
    <section className="closing-cta" aria-labelledby="closing-cta-title">
      <div className="container closing-cta__inner">
        <h2 id="closing-cta-title">Know where you stand in two minutes</h2>
        <p>Start with a free Lite assessment. No account, no card.</p>
        <div className="button-row button-row--center">
          <Link className="button button--accent button--large" to={{ hash: 'exitcheck-lite' }}>
            Start ExitCheck Lite
          </Link>
          <Link className="button button--on-dark button--large" to={{ hash: 'pitchprep-lite' }}>
            Start PitchPrep Lite
          </Link>
        </div>
      </div>
    </section>
  );
}
