// zod-free: the error catalogues and the browser's messages entry import these.
/** What went wrong, in words the edges can map to a transport status in one place. */
export const errorKinds = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorKind = (typeof errorKinds)[number];

export const httpStatusByErrorKind: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};
