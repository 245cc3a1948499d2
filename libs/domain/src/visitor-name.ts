/** Longest name we put in a subject or a greeting. */
export const VISITOR_NAME_MAX_LENGTH = 60;

// Control characters, and format characters such as bidi overrides, zero-width joiners and soft
// hyphens that can reorder, hide or split text in a mail client.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const ANGLE_BRACKETS = /[<>]/g;
// Dots a browser or an IDN-aware mail client reads as the dot of a host name (after NFKC, which
// already folds U+FF0E, U+FE52 and U+2024 into '.' and U+FF61 into U+3002).
const HOST_DOTS = /[\u3002\uFF0E\uFF61]/g;

// What a mail client turns into a link, wherever it starts in a word (no anchors, so "Bob,http://x"
// and "(evil.example)" are caught too):
const LINKABLE = [
  // a scheme followed by anything: http://, mailto:x, javascript:x, a made-up app://
  /[a-z][a-z0-9+.-]*:\S/iu,
  /www\./iu,
  // an address: mei@evil.example, and any other word with an at sign in it
  /[\p{L}\p{M}\p{N}._%+-]*@\S/u,
  // a host name: labels, a dot, then a top-level domain of two or more letters in any script or
  // in punycode ("evil.example", "bit.ly", "例子.测试", "xn--80ak6aa92e.xn--p1ai")
  /[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)*\.(?:xn--[a-z0-9-]+|[\p{L}\p{M}]{2,})/iu,
  // an IPv4 address
  /\d{1,3}(?:\.\d{1,3}){3}/u,
  // punycode, which no name has and which spells a host name wherever it stands
  /xn--/iu,
];
// What is left hanging when a word is cut before a link: "Bob," "Win (" "Mei ‹" "a_".
const DANGLING = /[\p{Ps}\p{Pi}\p{Po}\p{Pd}\p{Pc}\p{S}]+$/u;

/**
 * The name a visitor typed, made safe to put in a mail we send on their behalf to the address
 * they typed: no hidden characters, nothing a mail client would link anywhere in it, no more than
 * a greeting needs (docs/product-rules.md, "E-mail sequences and consent"). Look-alike letters and
 * dots (full-width, compatibility forms) are folded by NFKC first, so they are judged and shown
 * as what they look like. Empty when nothing of a name is left (callers decide what to say instead).
 */
export function cleanVisitorName(raw: string): string {
  const words = raw
    .replace(INVISIBLE, ' ')
    .normalize('NFKC')
    .replace(ANGLE_BRACKETS, '')
    .split(/\s+/)
    .map(beforeFirstLink)
    .filter((word) => word !== '');
  const name = Array.from(words.join(' ')).slice(0, VISITOR_NAME_MAX_LENGTH).join('');
  // Cutting the length can only shorten the last word, never make a link, so one pass is enough.
  return name.trim();
}

/** The part of a word before anything linkable in it, without the punctuation left hanging. */
function beforeFirstLink(word: string): string {
  const judged = word.replace(HOST_DOTS, '.');
  const starts = LINKABLE.map((pattern) => judged.search(pattern)).filter((start) => start >= 0);
  if (starts.length === 0) return word;
  return word.slice(0, Math.min(...starts)).replace(DANGLING, '');
}
