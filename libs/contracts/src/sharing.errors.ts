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
  TOO_MANY_ACCEPTANCES: {
    code: 'SHARING.TOO_MANY_ACCEPTANCES',
    kind: 'rate_limited',
    message: (retryAfterSeconds: number) => `This agreement was accepted from here several times in the last hour. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
  },
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
  /** Deal rooms (docs/product-rules.md, "Deal rooms"). */
  ROOMS_OFF: { code: 'SHARING.ROOMS_OFF', kind: 'not_found', message: 'Deal rooms are not available yet.' },
  ROOMS_NEED_PLAN: { code: 'SHARING.ROOMS_NEED_PLAN', kind: 'forbidden', message: 'Deal rooms come with a paid plan. Choose a plan to create a room.' },
  ROOM_LIMIT: {
    code: 'SHARING.ROOM_LIMIT',
    kind: 'forbidden',
    message: (maxRooms: number) => `Your plan allows ${maxRooms} ${maxRooms === 1 ? 'room' : 'rooms'}. Delete a room or choose a larger plan to create another.`,
  },
  ROOM_FULL: {
    code: 'SHARING.ROOM_FULL',
    kind: 'forbidden',
    message: (limit: string) => `This room would hold more than ${limit}, your plan's limit per room. Delete documents or choose a larger plan.`,
  },
  ROOM_DOCUMENT_LIMIT: { code: 'SHARING.ROOM_DOCUMENT_LIMIT', kind: 'forbidden', message: (max: number) => `A room holds at most ${max} documents on your plan.` },
  ROOM_FOLDER_LIMIT: { code: 'SHARING.ROOM_FOLDER_LIMIT', kind: 'forbidden', message: (max: number) => `A room holds at most ${max} folders.` },
  ROOM_NOT_FOUND: { code: 'SHARING.ROOM_NOT_FOUND', kind: 'not_found', message: 'Room not found.' },
  FOLDER_NOT_FOUND: { code: 'SHARING.FOLDER_NOT_FOUND', kind: 'not_found', message: 'Folder not found.' },
  DOCUMENT_NOT_FOUND: { code: 'SHARING.DOCUMENT_NOT_FOUND', kind: 'not_found', message: 'Document not found.' },
  /** The ExitCheck Pro report in a room follows the founder's latest completed audit (docs/product-rules.md, "Deal rooms"). */
  REPORT_NO_AUDIT: { code: 'SHARING.REPORT_NO_AUDIT', kind: 'conflict', message: 'You have no completed ExitCheck Pro audit yet. Complete one, then add its report.' },
  REPORT_IN_ROOM: { code: 'SHARING.REPORT_IN_ROOM', kind: 'conflict', message: (folder: string) => `Your ExitCheck report is already in this room, in ${folder}.` },
  /** Room links carry a file through the service's messages, which have a size limit (docs/product-rules.md, "Deal rooms": room links). */
  ROOM_DOWNLOAD_TOO_LARGE: { code: 'SHARING.ROOM_DOWNLOAD_TOO_LARGE', kind: 'validation', message: 'This file is too large to download through the link. Ask the person who shared it to send it to you.' },
  /** A room link's click-through agreement must be accepted before the index and its documents open. */
  AGREEMENT_REQUIRED: { code: 'SHARING.AGREEMENT_REQUIRED', kind: 'unauthorized', message: 'Read and accept the agreement to open this room.' },
  /** The founder changed the agreement while it was being read: the new version is shown to accept. */
  AGREEMENT_CHANGED: { code: 'SHARING.AGREEMENT_CHANGED', kind: 'conflict', message: 'The agreement has just been updated. Read the new version and accept it to continue.' },
  /** On a watermarked room link only PDFs can carry the reader's mark; other originals are not handed out. */
  WATERMARK_PDF_ONLY: {
    code: 'SHARING.WATERMARK_PDF_ONLY',
    kind: 'forbidden',
    message: 'This link marks every download with your e-mail, and only PDF files can carry the mark. Read this document here, or ask the person who shared it for a copy.',
  },
  DOCUMENT_NOT_READY: { code: 'SHARING.DOCUMENT_NOT_READY', kind: 'conflict', message: 'This document is still being prepared. Try again in a minute.' },
  /** The file's own problem, as the converter words it (wrong type, too large, damaged, password-protected). */
  FILE_REFUSED: { code: 'SHARING.FILE_REFUSED', kind: 'validation', message: (reason: string) => reason },
  UPLOAD_NOT_OPEN: { code: 'SHARING.UPLOAD_NOT_OPEN', kind: 'conflict', message: 'This upload is already complete or was cancelled. Upload the file again.' },
  UPLOAD_PARTS_INVALID: { code: 'SHARING.UPLOAD_PARTS_INVALID', kind: 'validation', message: (reason: string) => `The upload could not be completed: ${reason}. Upload the file again.` },
  /** The local store's part route (docs/architecture-notes.md, "Object storage"). */
  PART_URL_INVALID: { code: 'SHARING.PART_URL_INVALID', kind: 'forbidden', message: 'This upload link is invalid or has expired. Upload the file again.' },
  PART_UPLOAD_GONE: { code: 'SHARING.PART_UPLOAD_GONE', kind: 'not_found', message: 'This upload is complete or was cancelled. Upload the file again.' },
  /** Answered as 413, S3's status for an oversized part. */
  PART_TOO_LARGE: { code: 'SHARING.PART_TOO_LARGE', kind: 'validation', message: 'This part of the file is too large. Upload the file again.' },
  PART_CONTENT_TYPE: { code: 'SHARING.PART_CONTENT_TYPE', kind: 'validation', message: 'Send the part as application/octet-stream.' },
  /** Questions in a room link's viewer (docs/product-rules.md, "Deal rooms": questions). */
  QUESTION_CONTACT_REQUIRED: { code: 'SHARING.QUESTION_CONTACT_REQUIRED', kind: 'validation', message: 'Type your name and e-mail address so the founder can answer you.' },
  QUESTION_PAGE_INVALID: { code: 'SHARING.QUESTION_PAGE_INVALID', kind: 'validation', message: (pages: number) => `This document has ${pages} ${pages === 1 ? 'page' : 'pages'}; choose one of them.` },
  TOO_MANY_QUESTIONS: {
    code: 'SHARING.TOO_MANY_QUESTIONS',
    kind: 'rate_limited',
    message: (retryAfterSeconds: number) => `You have asked several questions in the last hour. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`,
  },
  QUESTION_NOT_FOUND: { code: 'SHARING.QUESTION_NOT_FOUND', kind: 'not_found', message: 'Question not found.' },
  QUESTION_NOT_ANSWERED: { code: 'SHARING.QUESTION_NOT_ANSWERED', kind: 'conflict', message: 'Answer the question before adding it to the FAQ.' },
  CHECKSUM_MISMATCH: { code: 'SHARING.CHECKSUM_MISMATCH', kind: 'validation', message: 'The file arrived damaged (its checksum does not match). Upload it again.' },
});
