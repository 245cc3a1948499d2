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
