import type { FastifyRequest } from 'fastify';
import type { AccessTokenVerifier } from '../auth/access-token-verifier';

/**
 * Who previews a room link while signed in: the user of a valid bearer token, else null. A public
 * page never needs one, so a missing, expired or forged token reads as an anonymous visitor rather
 * than an error; the sharing service only uses it to leave the room owner's own preview uncounted.
 */
export async function previewerOf(request: FastifyRequest, verifier: Pick<AccessTokenVerifier, 'verify'>): Promise<string | null> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) return null;
  try {
    return (await verifier.verify(match[1])).id;
  } catch {
    return null;
  }
}
