/** Only same-site paths: a returnTo like '//evil.example' or 'https://…' would be an open redirect. */
export function safeReturnPath(returnTo: string | null): string | null {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return null;
  return returnTo;
}
