import type { AdminListKind } from './admin-lists';

/** Platform-wide data: kept in memory only, never in the cache persisted to local storage. */
export const superAdminKeys = {
  list: (kind: AdminListKind) => ['super-admin', 'list', kind] as const,
  page: (kind: AdminListKind, page: number, search: string) =>
    ['super-admin', 'list', kind, { page, search }] as const,
  mail: (id: string) => ['super-admin', 'mail', id] as const,
  usage: (days: number) => ['super-admin', 'usage', days] as const,
};
