import type { ProUserInfo } from '@bv/contracts';
import { useAuth } from '../auth/auth-context';
import { useProHistory, useProResult } from './use-exitcheck-queries';

export const EMPTY_PROFILE: ProUserInfo = { name: '', email: '', company: '', revenue: '', industry: '', phone: '', country: '' };

/** "Mei Ling" from the account; "mei.ling" from mei.ling@example.sg when the account has no name. */
function nameFromEmail(email: string): string {
  return email.split('@')[0] ?? '';
}

/**
 * docs/product-rules.md, "ExitCheck Pro" (prefilled from the account, with fallbacks): the account
 * gives name and e-mail; the company details the account does not hold come from the founder's
 * latest completed assessment, so a second audit does not ask for them again. Ready once both are
 * known (or failed to load).
 */
export function useProfilePrefill(): { ready: boolean; profile: ProUserInfo } {
  const { user } = useAuth();
  const history = useProHistory();
  const latestId = history.data?.[0]?.id ?? null;
  const latest = useProResult(latestId);

  const ready = !history.isPending && (latestId === null || !latest.isPending);
  const previous = latest.data?.userInfo;
  const email = user?.email ?? previous?.email ?? '';
  const profile: ProUserInfo = {
    name: user?.name.trim() || previous?.name || nameFromEmail(email),
    email,
    company: previous?.company ?? '',
    revenue: previous?.revenue ?? '',
    industry: previous?.industry ?? '',
    phone: previous?.phone ?? '',
    country: previous?.country ?? '',
  };
  return { ready: ready || history.isError, profile };
}
