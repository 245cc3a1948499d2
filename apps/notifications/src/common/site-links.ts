import type { NotificationsConfig } from '../config';

/** Pages of the web app that mail links to; consultationLink is the spec's /account?tab=consultations. */
export function siteLinks(config: Pick<NotificationsConfig, 'PUBLIC_URL'>, consultationPath = '/account?tab=consultations') {
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  return {
    pricingUrl: `${base}/#pricing`,
    consultationLink: `${base}${consultationPath}`,
    accountUrl: `${base}/account`,
    dashboardUrl: `${base}/dashboard`,
  };
}

/** The sign-in page, where "Forgot your password?" starts a reset. */
export function signInUrl(config: Pick<NotificationsConfig, 'PUBLIC_URL'>): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}/auth`;
}

/** Amounts travel as cents of SGD; mail shows "S$198" or "S$19.60". */
export function formatSgd(cents: number): string {
  return cents % 100 === 0 ? `S$${cents / 100}` : `S$${(cents / 100).toFixed(2)}`;
}

/**
 * A payment as a receipt names it: "BV-39D14312", the first eight hex digits of its id, never
 * the whole UUID (the prefix is enough to find it in billing's records; docs/product-rules.md, "E-mail sequences and consent").
 */
export function receiptReference(paymentId: string): string {
  return `BV-${paymentId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
