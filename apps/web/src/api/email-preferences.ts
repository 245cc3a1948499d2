import { request } from './request';

export type EmailPreferences = { email: string; marketing: boolean };

export const emailPreferencesApi = {
  get: (): Promise<EmailPreferences> => request('GET', '/account/email-preferences'),
  update: (marketing: boolean): Promise<EmailPreferences> => request('PUT', '/account/email-preferences', { marketing }),
};
