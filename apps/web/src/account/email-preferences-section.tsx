import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { emailPreferencesApi, type EmailPreferences } from '../api/email-preferences';
import { FormError } from '../auth/form-error';

const KEY = ['account', 'email-preferences'] as const;

/** Marketing mail on or off; receipts, sign-in and security mail always arrive. */
export function EmailPreferencesSection() {
  const queryClient = useQueryClient();
  const prefs = useQuery<EmailPreferences, ApiError>({ queryKey: KEY, queryFn: emailPreferencesApi.get });
  const update = useMutation<EmailPreferences, ApiError, boolean>({
    mutationFn: emailPreferencesApi.update,
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
  return (
    <section aria-labelledby="email-prefs-title" className="account-section" id="notifications">
      <h2 id="email-prefs-title">E-mail notifications</h2>
      {prefs.isPending && <p role="status">Loading…</p>}
      {prefs.isError && <p className="form-error">{prefs.error.message}</p>}
      {prefs.data && (
        <label className="checkbox-row">
          <input
            type="checkbox"
            checked={prefs.data.marketing}
            disabled={update.isPending}
            onChange={(e) => update.mutate(e.target.checked)}
          />{' '}
          Tips, follow-ups on my scores and launch news (receipts and account e-mails always arrive)
        </label>
      )}
      <FormError message={update.error?.message ?? null} />
    </section>
  );
}
