import { newOpaqueToken, openSecret, sealSecret, sha256 } from '@bv/service-kit';

/** 192 random bits: far beyond guessing, and 32 URL-safe characters. */
export const SHARE_TOKEN_BYTES = 24;

export const newShareToken = () => newOpaqueToken(SHARE_TOKEN_BYTES);

/** What the database keeps to find a share by its token; the token cannot be recovered from it. */
export const hashShareToken = sha256;

/** Sealed (AES-256-GCM) so the owner can copy the link again; opened with the same key. */
export const sealShareToken = sealSecret;
export const openShareToken = openSecret;
