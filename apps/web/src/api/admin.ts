import { request } from './request';

export type AdminUser = { id: string; email: string; name: string; emailVerified: boolean; role: 'user' | 'admin'; createdAt: string };

export const adminApi = {
  users: (query: string, offset = 0) =>
    request<{ users: AdminUser[]; total: number }>('GET', `/admin/users?query=${encodeURIComponent(query)}&limit=25&offset=${offset}`),
  setAdmin: (userId: string, admin: boolean) => request<AdminUser>('PUT', `/admin/users/${encodeURIComponent(userId)}/admin`, { admin }),
};
