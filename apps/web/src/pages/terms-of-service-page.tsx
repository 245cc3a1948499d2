import { CONTACT_EMAIL } from '../config';
import { SimplePage } from '../layout/simple-page';

export function TermsOfServicePage() {
  return (
    <SimplePage title="Terms of Service" heading="Terms of Service" description="The terms for using Blueprint Vault.">
      <p className="muted">These terms govern your use of Blueprint Vault, a service operated from Singapore.</p>
      <h2>The service</h2>
      <p>
        Blueprint Vault provides self-assessments, reports and draft investor materials. They are tools to help you prepare; they are not
        legal, tax, accounting or investment advice. Please consult a qualified professional before acting on them.
      </p>
      <h2>Your account and content</h2>
      <p>
        You are responsible for the accuracy of the information you enter and for keeping your sign-in details safe. You own the materials
        produced for you and may edit and share them as you wish.
      </p>
      <h2>Payments and refunds</h2>
      <p>
        Prices are in Singapore dollars and include GST. One-time plans are paid once; subscriptions renew monthly until cancelled. You may
        ask for a full refund within 30 days of payment.
      </p>
      <h2>Acceptable use</h2>
      <p>Do not misuse the service, attempt to access other users’ data, or use it for unlawful purposes.</p>
      <h2>Liability</h2>
      <p>
        To the extent the law allows, our liability for any claim is limited to the amount you paid us in the 12 months before the claim.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of Singapore, and the courts of Singapore have jurisdiction.</p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </SimplePage>
  );
}
