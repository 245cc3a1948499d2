import { useAuth } from '../auth/auth-context';
import { CONTACT_EMAIL } from '../config';
import { useFeatureFlag } from '../flags/use-feature-flags';

/**
 * consultation_booking: there is no booking system yet, so booking is an e-mail to the team with
 * the member's name and address filled in; the team answers with times.
 */
export function consultationMailto(user: { name: string; email: string } | null): string {
  const body = [
    'Hello Blueprint Vault team,',
    '',
    'I would like to book a 1:1 consultation about my exit readiness / fundraising materials.',
    'Times that suit me (Singapore time):',
    '',
    ...(user ? [`Name: ${user.name}`, `Account e-mail: ${user.email}`] : []),
  ].join('\n');
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Consultation request')}&body=${encodeURIComponent(body)}`;
}

/** A "Book a consultation" call to action; `id` lets e-mails link to /account?tab=consultations. */
export function BookConsultation({ id = 'consultations' }: { id?: string }) {
  const on = useFeatureFlag('consultation_booking');
  const { user } = useAuth();
  if (!on) return null;
  return (
    <section className="account-section consultation-cta" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Talk it through with an advisor</h2>
      <p>
        Book a 1:1 consultation with an exit and fundraising advisor to go over your ExitCheck report, your pitch deck or your data room. Send us a few
        times that suit you and we will confirm by e-mail.
      </p>
      <a className="button button--primary" href={consultationMailto(user)}>
        Book a consultation
      </a>
    </section>
  );
}
