import { isValidEmail } from '@bv/domain';
import { useId, useState, type FormEvent } from 'react';
import { trackEvent, trackFunnelStep } from '../../analytics/analytics';
import { readStored, writeStored } from '../../analytics/local-store';
import { personalization } from '../../analytics/personalization';
import { LandingSection } from './landing-section';

// The sample files and their static downloads (docs/product-rules.md, "Landing page and site pages").
export type SampleFile = { name: string; path: string; type: 'pptx' | 'pdf'; description: string };

export const SAMPLE_FILES: readonly SampleFile[] = [
  {
    name: 'Investor pitch deck template',
    path: '/resources/investor-pitchdeck-template.pptx',
    type: 'pptx',
    description: 'The slide order investors in Singapore and SEA expect, with notes on what each slide must prove.',
  },
  { name: 'Exit-readiness checklist', path: '/resources/exit-readiness-checklist.pdf', type: 'pdf', description: 'What a buyer’s diligence team checks first, from ACRA filings to key-person risk.' },
  { name: 'Cold e-mail templates', path: '/resources/cold-email-templates.pdf', type: 'pdf', description: 'Short first e-mails to investors and buyers, with follow-ups.' },
  { name: 'Deal-room starter kit', path: '/resources/deal-room-starter-kit.pdf', type: 'pdf', description: 'A folder structure and index for your data room.' },
];

const UNLOCKED_KEY = 'bv.samples.unlocked';

/**
 * docs/product-rules.md, "Landing page and site pages": an e-mail must be entered to unlock the
 * samples; the button is disabled while the field is empty. The address itself is not stored in the
 * browser's analytics.
 */
export function SampleDeliverables() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unlocked, setUnlocked] = useState(() => readStored<boolean>(UNLOCKED_KEY, false));

  const unlock = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError('Please enter a valid email address');
      return;
    }
    writeStored(UNLOCKED_KEY, true);
    trackEvent('samples_unlocked');
    trackFunnelStep('samples', 'unlocked');
    personalization().recordBehaviour('samples_unlocked');
    setUnlocked(true);
  };

  return (
    <LandingSection id="samples" eyebrow="Free samples" title="Sample deliverables" lead="See the kind of material Blueprint Vault prepares before you buy." tone="tinted">
      <ul className="sample-list">
        {SAMPLE_FILES.map((file) => (
          <li key={file.path} className="card">
            <h3>{file.name}</h3>
            <p>{file.description}</p>
            {unlocked ? (
              <a
                className="button button--secondary button--small"
                href={file.path}
                download
                onClick={() => {
                  trackEvent('resource_download', { path: file.path });
                  personalization().recordBehaviour('resource_download');
                }}
              >
                Download {file.type.toUpperCase()}
              </a>
            ) : (
              <p className="badge">{file.type.toUpperCase()} · locked</p>
            )}
          </li>
        ))}
      </ul>
      {!unlocked && (
        <form className="samples__gate" onSubmit={unlock} noValidate>
          <div className="field">
            <label htmlFor={`${id}-email`}>Your email</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
            />
          </div>
          <button type="submit" className="button button--primary" disabled={email.trim() === ''}>
            Unlock Samples
          </button>
          {error && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </LandingSection>
  );
}
