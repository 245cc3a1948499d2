import { formatDate } from '../format/format';

export const RECOVERY_CODES_FILE_NAME = 'blueprint-vault-recovery-codes.txt';

/** The saved file: whose codes they are, when they were made, and how to use them. */
export function recoveryCodesText(codes: readonly string[], email: string, madeAt: Date): string {
  return [
    'Blueprint Vault recovery codes',
    `Account: ${email}`,
    `Created: ${formatDate(madeAt)}`,
    '',
    'Each code signs you in once if you lose your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}
