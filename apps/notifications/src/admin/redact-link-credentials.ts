/**
 * Query parameters that carry a single-use credential in the links we mail: account links
 * (verify, reset, confirm-email, activate) and the signed unsubscribe/open/click tokens.
 */
const CREDENTIAL_PARAMS = ['token', 'verify', 'reset', 'confirm-email', 'activate'];

// `&amp;` in HTML bodies ends in `;`, so `;` also starts a parameter here.
const credentialInLink = new RegExp(`([?&;](?:${CREDENTIAL_PARAMS.join('|')})=)[^&#\\s"'<>]*`, 'g');

/** Admins see that a link was mailed and where it points, never a value that would let them use it. */
export function redactLinkCredentials(text: string): string {
  return text.replace(credentialInLink, '$1[redacted]');
}
