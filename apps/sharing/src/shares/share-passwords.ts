import { decoyVerification, hashSecret, verifySecret } from '@bv/service-kit';

export const hashSharePassword = hashSecret;
export const verifySharePassword = verifySecret;

/**
 * Every access attempt runs exactly one verify: against a decoy when the link is unknown,
 * expired or has no password, so those answer in the same time as a wrong password.
 */
export const verifyAgainstDecoy = decoyVerification('decoy-share-password-for-timing');
