import { request } from './request';

export type EmailPreferences = { email: string; marketing: boolean };

export const emailPreferencesApi = {
  get: () => request<EmailPreferences>('GET', '/account/email-preferences'),
  update: (marketing: boolean) => request<EmailPreferences>('PUT', '/account/email-preferences', { marketing }),
};
