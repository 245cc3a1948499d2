import { httpStatusByErrorKind, type ErrorKind } from './error-kinds';

/** A message as the user reads it; a function when it names values (a plan, a count, a wait). */
export type ErrorMessage = string | ((...values: never[]) => string);
export type MessageArgs<M> = M extends (...values: infer A) => string ? A : [];

export type ErrorEntry<M extends ErrorMessage = ErrorMessage> = {
  readonly code: string;
  readonly kind: ErrorKind;
  /** What the HTTP edge answers: the kind decides it, as in every edge's filter. */
  readonly status: number;
  readonly message: M;
};

type Draft = { readonly code: string; readonly kind: ErrorKind; readonly message: ErrorMessage };
export type ErrorCatalogue<T extends Record<string, Draft>> = { readonly [K in keyof T]: T[K] & { readonly status: number } };

/**
 * One domain's errors: every code carries one of the domain's prefixes (BILLING.* lives in the
 * billing catalogue whichever service raises it), so a code has one owner and one text.
 * zod-free, so the browser can load the texts without the schemas; each catalogue is built with a
 * call marked pure, so a bundle keeps only the catalogues it uses.
 */
export function errorCatalogue<const T extends Record<string, Draft>>(prefixes: readonly string[], entries: T): ErrorCatalogue<T> {
  const out: Record<string, Draft & { status: number }> = {};
  for (const [name, entry] of Object.entries(entries)) {
    if (!prefixes.some((prefix) => entry.code === prefix || entry.code.startsWith(`${prefix}.`))) {
      throw new Error(`${entry.code} (${name}) does not belong in a catalogue of ${prefixes.join(', ')}`);
    }
    out[name] = { ...entry, status: httpStatusByErrorKind[entry.kind] };
  }
  return out as ErrorCatalogue<T>;
}
