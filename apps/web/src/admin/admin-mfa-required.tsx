import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/api-error';
import { usePathPrefix } from '../routing/path-prefix';
import { identityErrors } from '@bv/contracts/messages';

/** The gateway's answer to an admin whose session has no second factor (aal1). */
export const ADMIN_MFA_REQUIRED_CODE = identityErrors.ADMIN_MFA_REQUIRED.code;

const isMfaRequired = (error: unknown) => error instanceof ApiError && error.code === ADMIN_MFA_REQUIRED_CODE;

/** True once any admin call (query or action) was refused for want of two-step verification. */
export function useAdminMfaRequired(): boolean {
  const queryClient = useQueryClient();
  // From events only: an error cached before the admin set up a factor must not hide the sections again.
  const [required, setRequired] = useState(false);
  useEffect(() => {
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (isMfaRequired(event.query.state.error)) setRequired(true);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (isMfaRequired(event.mutation?.state.error)) setRequired(true);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
  return required;
}

/** Instead of sections that cannot load: what to do, and where. */
export function AdminMfaPrompt() {
  const { withPrefix } = usePathPrefix();
  return (
    <div className="admin-mfa-prompt" role="alert">
      <h2>Two-step verification required</h2>
      <p>Administrators must use two-step verification, so that a stolen password alone never opens the admin area.</p>
      <p>
        <Link className="button button--primary" to={withPrefix('/account?tab=security')}>
          Set up two-step verification
        </Link>
      </p>
      <p className="fine-print">Already set it up? Sign out, then sign in again with the code from your authenticator app.</p>
    </div>
  );
}
