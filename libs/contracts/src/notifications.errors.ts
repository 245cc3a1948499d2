import { errorCatalogue } from './error-catalogue';

/** E-mail sequences, the mail log and the links inside mails. */
export const notificationsErrors = /* @__PURE__ */ errorCatalogue(['NOTIFICATIONS'], {
  /** The gateway's answer when the link lost its token on the way. */
  LINK_INCOMPLETE: { code: 'NOTIFICATIONS.INVALID_LINK', kind: 'validation', message: 'This unsubscribe link is incomplete.' },
  INVALID_LINK: { code: 'NOTIFICATIONS.INVALID_LINK', kind: 'validation', message: 'This unsubscribe link is not valid. Please use the link from your most recent e-mail.' },
  LOG_NOT_FOUND: { code: 'NOTIFICATIONS.LOG_NOT_FOUND', kind: 'not_found', message: 'No such e-mail log.' },
  METADATA_REQUIRED: { code: 'NOTIFICATIONS.METADATA_REQUIRED', kind: 'validation', message: (triggerType: string) => `${triggerType} needs metadata score, scoreLabel, toolType and insight.` },
  WEBHOOK_NOT_FOUND: { code: 'NOTIFICATIONS.WEBHOOK_NOT_FOUND', kind: 'not_found', message: 'No such webhook endpoint.' },
  WEBHOOK_DELIVERY_NOT_FOUND: { code: 'NOTIFICATIONS.WEBHOOK_DELIVERY_NOT_FOUND', kind: 'not_found', message: 'No such webhook delivery.' },
  WEBHOOK_LIMIT: { code: 'NOTIFICATIONS.WEBHOOK_LIMIT', kind: 'conflict', message: (max: number) => `You can have at most ${max} webhook endpoints. Delete one to add another.` },
  WEBHOOK_URL_REFUSED: { code: 'NOTIFICATIONS.WEBHOOK_URL_REFUSED', kind: 'validation', message: (reason: string) => `This endpoint cannot be used: ${reason}` },
  WEBHOOK_DISABLED: { code: 'NOTIFICATIONS.WEBHOOK_DISABLED', kind: 'conflict', message: 'This endpoint is turned off. Turn it on to send events to it.' },
  NOT_FAILED: { code: 'NOTIFICATIONS.NOT_FAILED', kind: 'conflict', message: 'Only failed e-mails can be resent.' },
});
