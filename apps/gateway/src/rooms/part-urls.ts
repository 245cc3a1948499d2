import type { UploadSession } from '@bv/contracts';
import { LOCAL_PART_ROUTE } from '@bv/storage';

/**
 * The local driver's part URLs point at this gateway's part route: the browser gets them
 * relative, so it sends its parts to the origin it talks to whatever OBJECT_STORE_PUBLIC_URL
 * says (a development port, a test's gateway). S3's URLs stay absolute.
 */
export function sameOriginParts(session: UploadSession): UploadSession {
  return {
    ...session,
    parts: session.parts.map((part) => {
      const url = new URL(part.url);
      return url.pathname.startsWith(`${LOCAL_PART_ROUTE}/`) ? { ...part, url: `${url.pathname}${url.search}` } : part;
    }),
  };
}
