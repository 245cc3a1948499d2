import { personalization } from '../analytics/personalization';
import { clearSavedPlan } from '../billing/saved-plan';

/**
 * Keys of this tab's storage that hold one person's data: their last Lite result (name, score)
 * and the share-link passwords they unlocked. The visitor and A/B ids are the device's, not a person's.
 */
const PERSONAL_SESSION_PREFIXES = ['bv.lite-result.', 'bv.shareGrant.'];
/** In the browser's storage: the address typed at a share link's e-mail gate. */
const PERSONAL_LOCAL_KEYS = ['bv.viewerEmail'];

function removeKeys(storage: () => Storage, matches: (key: string) => boolean): void {
  try {
    const store = storage();
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key !== null && matches(key));
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept in it.
  }
}

/**
 * Forgets what the person leaving this tab left in the browser, so whoever signs in next (or the
 * next visitor) never sees it: stored results, a plan picked before sign-in, their profile in
 * personalization. The query cache and React state are dropped by the auth provider.
 */
export function forgetVisitorStorage(): void {
  removeKeys(() => window.sessionStorage, (key) => PERSONAL_SESSION_PREFIXES.some((prefix) => key.startsWith(prefix)));
  removeKeys(() => window.localStorage, (key) => PERSONAL_LOCAL_KEYS.includes(key));
  clearSavedPlan();
  personalization().forgetProfile();
}
