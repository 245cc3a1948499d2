import { CONTACT_EMAIL } from '../config';
import { SimplePage } from '../layout/simple-page';

export function PrivacyPolicyPage() {
  return (
    <SimplePage title="Privacy Policy" heading="Privacy Policy" description="How Blueprint Vault collects, uses and protects personal data under Singapore’s PDPA.">
      <p className="muted">
        Blueprint Vault is operated from Singapore. This policy follows the Personal Data Protection Act 2012 (PDPA). Last updated 1 July 2025.
      </p>
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
      <h2>Cookies, local storage and logs</h2>
      <p>
        We do not use advertising or third-party tracking cookies. Your browser keeps a small amount of data on your own device so the site
        works well for you: a random visitor identifier, which page variant you were shown, the pages you viewed and your Lite score, so we
        can show relevant content. It stays in your browser and you can clear it at any time in your browser settings. When a page fails, or
        to measure loading speed, your browser sends us a technical log entry (the page address, the error and an Error ID) so we can fix
        problems; it does not contain your answers or payment details.
      </p>
      <h2>Consent and purpose</h2>
      <p>
        We collect, use and disclose personal data only for the purposes we tell you about, with your consent or where the PDPA otherwise
        allows. We will not send you marketing messages to a Singapore telephone number registered with the Do Not Call Registry unless you
        have given us clear consent.
      </p>
      <h2>Who we share it with</h2>
      <p>
        Only with service providers who help us run Blueprint Vault (hosting, email delivery, payments and AI text generation), under
        contracts that require them to protect it, or where the law requires. Some providers may process data outside Singapore; we require
        them to protect it to a standard comparable to the PDPA.
      </p>
      <h2>Transfers outside Singapore</h2>
      <p>
        Where personal data is transferred outside Singapore, we take steps to ensure it receives a standard of protection comparable to the
        PDPA, as required by its Transfer Limitation Obligation.
      </p>
      <h2>How we protect it</h2>
      <p>
        Data is encrypted in transit, access is limited to staff who need it, and passwords are stored only as strong one-way hashes. If a
        data breach is likely to cause significant harm, we will notify the Personal Data Protection Commission and the people affected as the
        PDPA requires.
      </p>
      <h2>How long we keep it</h2>
      <p>As long as your account or purchase needs it, or the law requires (for example, tax records), and then we delete or anonymise it.</p>
      <h2>Your choices</h2>
      <p>
        You may ask to access or correct your personal data, or withdraw consent to its use, at any time; we respond within 30 days. If you
        withdraw consent we will tell you what it means for the service before we act on it. Every marketing email has an unsubscribe link.
      </p>
      <h2>Contact</h2>
      <p>
        Our Data Protection Officer can be reached at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </SimplePage>
  );
}
