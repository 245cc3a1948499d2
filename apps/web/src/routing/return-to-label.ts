/** Where a sign-in continues to, in words (never a raw path like "/." or "/dashboard?tab=x"). */
const PAGE_NAMES: ReadonlyArray<readonly [prefix: string, name: string]> = [
  ['/exitcheck', 'ExitCheck Pro'],
  ['/pitchprep', 'PitchPrep'],
  ['/dashboard', 'your dashboard'],
  ['/account', 'your account settings'],
  ['/admin', 'the admin panel'],
  ['/checkout', 'your checkout'],
];

export function returnToSentence(path: string): string {
  const pathname = path.replace(/^\/admin-preview(?=\/)/, '').split(/[?#]/)[0];
  const match = PAGE_NAMES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match ? `Sign in to continue to ${match[1]}.` : 'Sign in to continue.';
}
