import { appError, appErrorWithDetails, sharingErrors } from '@bv/contracts';

/** Unknown, revoked, private, over its view cap, output deleted: one answer, so none can be told apart. */
export const invalidLink = () => appError(sharingErrors.LINK_INVALID);
/** Only someone holding the token learns that it expired; the spec has its own message for it. */
export const expiredLink = () => appError(sharingErrors.LINK_EXPIRED);
export const wrongPassword = () => appError(sharingErrors.WRONG_PASSWORD);
export const passwordRequired = () => appError(sharingErrors.PASSWORD_REQUIRED);
export const tooManyAttempts = (retryAfterSeconds: number) => appErrorWithDetails(sharingErrors.TOO_MANY_ATTEMPTS, { retryAfterSeconds }, retryAfterSeconds);
export const shareNotFound = () => appError(sharingErrors.NOT_FOUND);
export const outputNotFound = () => appError(sharingErrors.OUTPUT_NOT_FOUND);
export const shareRevoked = () => appError(sharingErrors.REVOKED);
export const emailRequired = () => appError(sharingErrors.EMAIL_REQUIRED);
/** Said only after the gate's other checks passed, so it tells nothing to someone without the token. */
export const viewerNotAllowed = () => appError(sharingErrors.VIEWER_NOT_ALLOWED);
export const downloadNotAllowed = () => appError(sharingErrors.DOWNLOAD_NOT_ALLOWED);
export const tooManyAcceptances = (retryAfterSeconds: number) => appErrorWithDetails(sharingErrors.TOO_MANY_ACCEPTANCES, { retryAfterSeconds }, retryAfterSeconds);
export const tooManyDownloads = (retryAfterSeconds: number) => appErrorWithDetails(sharingErrors.TOO_MANY_DOWNLOADS, { retryAfterSeconds }, retryAfterSeconds);
export const BUSY_RETRY_SECONDS = 5;
/** The PDF threads are all working and their queue is full: try again shortly. */
export const busy = () => appErrorWithDetails(sharingErrors.BUSY, { retryAfterSeconds: BUSY_RETRY_SECONDS });
/** The owner's brand kit could not be read (assessments did not answer). */
export const brandUnavailable = () => appErrorWithDetails(sharingErrors.BRAND_UNAVAILABLE, { retryAfterSeconds: 30 });
/** HEAD, prefetch and known bots never open the content nor a file. */
export const notAView = () => appError(sharingErrors.NOT_A_VIEW);
export const codeRequired = () => appError(sharingErrors.CODE_REQUIRED);
export const wrongCode = (triesLeft: number) => appErrorWithDetails(sharingErrors.WRONG_CODE, { triesLeft }, triesLeft);
export const codeExpired = () => appError(sharingErrors.CODE_EXPIRED);
export const tooManyCodes = (retryAfterSeconds: number) => appErrorWithDetails(sharingErrors.TOO_MANY_CODES, { retryAfterSeconds }, retryAfterSeconds);
export const noEmailGate = () => appError(sharingErrors.NO_EMAIL_GATE);

/** Deal rooms (docs/product-rules.md, "Deal rooms"). */
export const roomsNeedPlan = () => appError(sharingErrors.ROOMS_NEED_PLAN);
export const roomLimit = (maxRooms: number) => appError(sharingErrors.ROOM_LIMIT, maxRooms);
export const roomFull = (limit: string) => appError(sharingErrors.ROOM_FULL, limit);
export const roomDocumentLimit = (max: number) => appError(sharingErrors.ROOM_DOCUMENT_LIMIT, max);
export const roomFolderLimit = (max: number) => appError(sharingErrors.ROOM_FOLDER_LIMIT, max);
export const roomNotFound = () => appError(sharingErrors.ROOM_NOT_FOUND);
export const folderNotFound = () => appError(sharingErrors.FOLDER_NOT_FOUND);
export const documentNotFound = () => appError(sharingErrors.DOCUMENT_NOT_FOUND);
export const reportNoAudit = () => appError(sharingErrors.REPORT_NO_AUDIT);
export const reportInRoom = (folder: string) => appError(sharingErrors.REPORT_IN_ROOM, folder);
export const fileRefused = (reason: string) => appError(sharingErrors.FILE_REFUSED, reason);
export const uploadNotOpen = () => appError(sharingErrors.UPLOAD_NOT_OPEN);
export const uploadPartsInvalid = (reason: string) => appError(sharingErrors.UPLOAD_PARTS_INVALID, reason);
export const checksumMismatch = () => appError(sharingErrors.CHECKSUM_MISMATCH);
export const roomDownloadTooLarge = () => appError(sharingErrors.ROOM_DOWNLOAD_TOO_LARGE);
export const documentNotReady = () => appError(sharingErrors.DOCUMENT_NOT_READY);
export const agreementRequired = () => appError(sharingErrors.AGREEMENT_REQUIRED);
export const agreementChanged = () => appError(sharingErrors.AGREEMENT_CHANGED);
export const watermarkPdfOnly = () => appError(sharingErrors.WATERMARK_PDF_ONLY);
/** Questions in a room link's viewer (docs/product-rules.md, "Deal rooms": questions). */
export const questionContactRequired = () => appError(sharingErrors.QUESTION_CONTACT_REQUIRED);
export const questionPageInvalid = (pages: number) => appError(sharingErrors.QUESTION_PAGE_INVALID, pages);
export const tooManyQuestions = (retryAfterSeconds: number) => appErrorWithDetails(sharingErrors.TOO_MANY_QUESTIONS, { retryAfterSeconds }, retryAfterSeconds);
export const questionNotFound = () => appError(sharingErrors.QUESTION_NOT_FOUND);
export const questionNotAnswered = () => appError(sharingErrors.QUESTION_NOT_ANSWERED);
