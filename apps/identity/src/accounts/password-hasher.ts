import { decoyVerification, hashSecret, verifySecret } from '@bv/service-kit';

export const hashPassword = hashSecret;
export const verifyPassword = verifySecret;

/**
 * Verifying against a decoy when the account does not exist makes "no such user" cost the same
 * time as "wrong password", so response times don't reveal who has an account.
 */
export const spendVerifyTime = decoyVerification('decoy-password-for-timing');
