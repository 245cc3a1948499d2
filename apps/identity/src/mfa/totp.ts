import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = 'Blueprint Vault';
/** One 30-second step either side: phones whose clocks drift a little still work. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, accountEmail: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountEmail, secret });
}

/** The time step the code belongs to when it is right, else null. */
export async function matchTotp(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
