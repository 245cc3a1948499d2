import { AppError, SHARE_EXPIRED_MESSAGE, SHARE_INVALID_MESSAGE, SHARE_WRONG_PASSWORD_MESSAGE } from '@bv/contracts';

/** Unknown, revoked, private, over its view cap, output deleted: one answer, so none can be told apart. */
export const invalidLink = () => new AppError('not_found', 'SHARING.LINK_INVALID', SHARE_INVALID_MESSAGE);
/** Only someone holding the token learns that it expired; the spec has its own message for it. */
export const expiredLink = () => new AppError('not_found', 'SHARING.LINK_EXPIRED', SHARE_EXPIRED_MESSAGE);
export const wrongPassword = () => new AppError('unauthorized', 'SHARING.WRONG_PASSWORD', SHARE_WRONG_PASSWORD_MESSAGE);
export const passwordRequired = () => new AppError('unauthorized', 'SHARING.PASSWORD_REQUIRED', 'This shared content is password protected.');
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError('rate_limited', 'SHARING.TOO_MANY_ATTEMPTS', `Too many incorrect passwords. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, {
    retryAfterSeconds,
  });
export const shareNotFound = () => new AppError('not_found', 'SHARING.NOT_FOUND', 'Share not found.');
export const outputNotFound = () => new AppError('not_found', 'SHARING.OUTPUT_NOT_FOUND', 'Output not found.');
export const shareRevoked = () => new AppError('conflict', 'SHARING.REVOKED', 'This share link has been revoked and cannot be changed.');
export const emailRequired = () => new AppError('unauthorized', 'SHARING.EMAIL_REQUIRED', 'Enter your e-mail address to view this shared content.');
/** Said only after the gate's other checks passed, so it tells nothing to someone without the token. */
export const viewerNotAllowed = () =>
  new AppError('forbidden', 'SHARING.VIEWER_NOT_ALLOWED', 'This link is for specific people. Use the e-mail address it was shared with.');
export const downloadNotAllowed = () => new AppError('forbidden', 'SHARING.DOWNLOAD_NOT_ALLOWED', 'The owner of this link has not allowed downloads.');
