import { errorCatalogue } from './error-catalogue';

/** Share links: the owner's side and the visitor's (docs/product-rules.md, "Sharing links", gives the link messages). */
export const sharingErrors = /* @__PURE__ */ errorCatalogue(['SHARING'], {
  /** Unknown, revoked, private, over its view cap and deleted all read the same. */
  LINK_INVALID: { code: 'SHARING.LINK_INVALID', kind: 'not_found', message: 'This share link is invalid or has expired.' },
  LINK_EXPIRED: { code: 'SHARING.LINK_EXPIRED', kind: 'not_found', message: 'This share link has expired.' },
  WRONG_PASSWORD: { code: 'SHARING.WRONG_PASSWORD', kind: 'unauthorized', message: 'Incorrect password' },
  PASSWORD_REQUIRED: { code: 'SHARING.PASSWORD_REQUIRED', kind: 'unauthorized', message: 'This shared content is password protected.' },
  TOO_MANY_ATTEMPTS: {
    code: 'SHARING.TOO_MANY_ATTEMPTS',
    kind: 'rate_limited',
    message: (retryAfterSeconds: number) => `Too many incorrect passwords. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
  },
  NOT_FOUND: { code: 'SHARING.NOT_FOUND', kind: 'not_found', message: 'Share not found.' },
  OUTPUT_NOT_FOUND: { code: 'SHARING.OUTPUT_NOT_FOUND', kind: 'not_found', message: 'Output not found.' },
  REVOKED: { code: 'SHARING.REVOKED', kind: 'conflict', message: 'This share link has been revoked and cannot be changed.' },
  EMAIL_REQUIRED: { code: 'SHARING.EMAIL_REQUIRED', kind: 'unauthorized', message: 'Enter your e-mail address to view this shared content.' },
  VIEWER_NOT_ALLOWED: { code: 'SHARING.VIEWER_NOT_ALLOWED', kind: 'forbidden', message: 'This link is for specific people. Use the e-mail address it was shared with.' },
  DOWNLOAD_NOT_ALLOWED: { code: 'SHARING.DOWNLOAD_NOT_ALLOWED', kind: 'forbidden', message: 'The owner of this link has not allowed downloads.' },
  NO_PDF: { code: 'SHARING.NO_PDF', kind: 'validation', message: 'This shared content has no PDF.' },
  /** Downloads per client and per link are limited (docs/product-rules.md, "Sharing links"). */
  TOO_MANY_DOWNLOADS: {
    code: 'SHARING.TOO_MANY_DOWNLOADS',
    kind: 'rate_limited',
    message: (retryAfterSeconds: number) => `Too many downloads. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
  },
  /** The e-mail gate verifies the address with a one-time code (docs/product-rules.md, "Sharing links"). */
  CODE_REQUIRED: { code: 'SHARING.CODE_REQUIRED', kind: 'unauthorized', message: 'Enter the code we sent to your e-mail address.' },
  WRONG_CODE: {
    code: 'SHARING.WRONG_CODE',
    kind: 'unauthorized',
    message: (triesLeft: number) =>
      triesLeft > 0 ? `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.` : 'That code is not right, and that was the last try. Ask for a new code.',
  },
  CODE_EXPIRED: { code: 'SHARING.CODE_EXPIRED', kind: 'unauthorized', message: 'This code has expired or was used up. Ask for a new code.' },
  TOO_MANY_CODES: {
    code: 'SHARING.TOO_MANY_CODES',
    kind: 'rate_limited',
    message: (retryAfterSeconds: number) =>
      retryAfterSeconds < 90 ? `Please wait ${retryAfterSeconds} seconds before asking for another code.` : `Too many codes asked for. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
  },
  NO_EMAIL_GATE: { code: 'SHARING.NO_EMAIL_GATE', kind: 'validation', message: 'This link does not ask for an e-mail address.' },
  /** HEAD, a prefetch or a known bot asked for the content or the file (docs/product-rules.md, "Sharing links"). */
  NOT_A_VIEW: { code: 'SHARING.NOT_A_VIEW', kind: 'forbidden', message: 'Open this link in a browser to view it.' },
  /** Every PDF thread is working and the queue in front of them is full. */
  BUSY: { code: 'SHARING.BUSY', kind: 'unavailable', message: 'Downloads are busy right now. Please try again in a moment.' },
  /** A shared file wears its owner's brand; when that cannot be read, the download waits rather than go out unbranded. */
  BRAND_UNAVAILABLE: { code: 'SHARING.BRAND_UNAVAILABLE', kind: 'unavailable', message: 'This file cannot be prepared right now. Please try again in a minute.' },
});
