import { CONTACT_EMAIL } from '../config';
import { SimplePage } from '../layout/simple-page';

export function TermsOfServicePage() {
  return (
    <SimplePage title="Terms of Service" heading="Terms of Service" description="The terms for using Blueprint Vault.">
      <p className="muted">These terms govern your use of Blueprint Vault, a service operated from Singapore. Last updated 1 July 2025.</p>
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
      <h2>Free assessments and early-bird prices</h2>
      <p>
        ExitCheck Lite and PitchPrep Lite are free and need no account. Early-bird buyers of Phase 1 plans keep the Phase 2 prices shown at
        purchase (for example Founder+ at S$598 instead of S$898) for 365 days from when the benefit is granted; Phase 2 plans can be bought
        only once Phase 2 launches.
      </p>
      <h2>Shared links</h2>
      <p>
        You decide what to share. Anyone with a shared link can view its content until it expires or you remove it, unless you protect it
        with a password. Do not share material you do not have the right to share.
      </p>
      <h2>Acceptable use</h2>
      <p>Do not misuse the service, attempt to access other users’ data, or use it for unlawful purposes.</p>
      <h2>Liability</h2>
      <p>
        To the extent the law allows, our liability for any claim is limited to the amount you paid us in the 12 months before the claim.
      </p>
      <h2>Changes</h2>
      <p>We may update these terms. We will post the new version here and, for material changes, tell account holders by email first.</p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of Singapore, and the courts of Singapore have jurisdiction.</p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </SimplePage>
  );
}
