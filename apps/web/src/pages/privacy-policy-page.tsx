import { CONTACT_EMAIL } from '../config';
import { SimplePage } from '../layout/simple-page';

export function PrivacyPolicyPage() {
  return (
    <SimplePage title="Privacy Policy" heading="Privacy Policy" description="How Blueprint Vault collects, uses and protects personal data under Singapore’s PDPA.">
      <p className="muted">Blueprint Vault is operated from Singapore. This policy follows the Personal Data Protection Act 2012 (PDPA).</p>
      <h2>What we collect</h2>
      <p>
        Your name and email address when you take a Lite assessment or buy a plan; your answers to assessments and intake forms; and
        technical data needed to run the service securely, such as your IP address and browser type.
      </p>
      <h2>Why we use it</h2>
      <p>
        To produce your scores, reports and materials; to send you your results and, where you have not opted out, follow-up emails about
        them; to process payments; and to keep the service secure. We do not sell personal data.
      </p>
      <h2>Who we share it with</h2>
      <p>
        Only with service providers who help us run Blueprint Vault (hosting, email delivery, payments and AI text generation), under
        contracts that require them to protect it, or where the law requires. Some providers may process data outside Singapore; we require
        them to protect it to a standard comparable to the PDPA.
      </p>
      <h2>How long we keep it</h2>
      <p>As long as your account or purchase needs it, or the law requires (for example, tax records), and then we delete or anonymise it.</p>
      <h2>Your choices</h2>
      <p>
        You may ask to access or correct your personal data, or withdraw consent to its use, at any time. Every marketing email has an
        unsubscribe link.
      </p>
      <h2>Contact</h2>
      <p>
        Our Data Protection Officer can be reached at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </SimplePage>
  );
}
