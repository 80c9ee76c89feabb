import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  adminCompanyPageSchema,
  adminDemoRequestPageSchema,
  adminOutboxPageSchema,
  adminPersonPageSchema,
  adminSubscriptionPageSchema,
  type AdminCompany,
  type AdminDemoRequest,
  type AdminOutboxItem,
  type AdminPage,
  type AdminPerson,
  type AdminSubscription,
} from '@tera/domain';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { superAdminKeys } from './super-admin-keys';

interface AdminLists {
  companies: AdminCompany;
  people: AdminPerson;
  subscriptions: AdminSubscription;
  outbox: AdminOutboxItem;
  'demo-requests': AdminDemoRequest;
}

export type AdminListKind = keyof AdminLists;

const PAGE_SCHEMAS: { [Kind in AdminListKind]: z.ZodType<AdminPage<AdminLists[Kind]>> } = {
  companies: adminCompanyPageSchema,
  people: adminPersonPageSchema,
  subscriptions: adminSubscriptionPageSchema,
  outbox: adminOutboxPageSchema,
  'demo-requests': adminDemoRequestPageSchema,
};

export function getAdminPage<Kind extends AdminListKind>(
  kind: Kind,
  page: number,
  search: string,
  signal?: AbortSignal,
): Promise<AdminPage<AdminLists[Kind]>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE_DEFAULT) });
  if (search) query.set('search', search);
  return apiGet(`/api/v1/admin/${kind}?${query.toString()}`, PAGE_SCHEMAS[kind], { signal });
}

/** One page of a super-admin list; the previous page stays on screen while the next one loads. */
export function useAdminPage<Kind extends AdminListKind>(kind: Kind, page: number, search: string) {
  return useQuery({
    queryKey: superAdminKeys.page(kind, page, search),
    queryFn: ({ signal }) => getAdminPage(kind, page, search, signal),
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
}
