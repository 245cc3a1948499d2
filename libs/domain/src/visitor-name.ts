/** Longest name we put in a subject or a greeting. */
export const VISITOR_NAME_MAX_LENGTH = 60;

// Control characters, and format characters such as bidi overrides and zero-width joiners that
// can reorder or hide text in a mail client.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
// A word that a mail client would turn into a link: a scheme, "www.", an address, or a
// host name ending in a dot and letters ("evil.example", "bit.ly/x").
const LINK_LIKE = /^(?:[a-z][a-z0-9+.-]*:\/*\S*|www\.\S*|\S*@\S*|(?:[\p{L}\p{N}-]+\.)+[a-z]{2,}(?:[/:?#]\S*)?)$/iu;

/**
 * The name a visitor typed, made safe to put in a mail we send on their behalf to the address
 * they typed: no hidden characters, nothing a mail client would link, no more than a greeting
 * needs. Empty when nothing of a name is left (callers decide what to say instead).
 */
export function cleanVisitorName(raw: string): string {
  const words = raw
    .replace(INVISIBLE, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !LINK_LIKE.test(word.replace(/[.,;:!?)]+$/, '')));
  const name = words.join(' ').replace(/[<>]/g, '');
  return Array.from(name).slice(0, VISITOR_NAME_MAX_LENGTH).join('').trim();
}
