import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { deliveryLogSchema, type DeliveryLogQuery } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { notificationKeys, notificationsPath } from './notification-keys';

export type DeliveryFilters = Omit<DeliveryLogQuery, 'before'>;

function logPath(slug: string, filters: DeliveryFilters, before: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, before })) if (value) params.set(name, value);
  const query = params.toString();
  return notificationsPath(slug, `/deliveries${query ? `?${query}` : ''}`);
}

/** The delivery log, newest first, a page at a time: each page's cursor asks for the next. */
export function useDeliveryLogQuery(slug: string, filters: DeliveryFilters) {
  return useInfiniteQuery({
    queryKey: notificationKeys.deliveries(slug, filters),
    queryFn: ({ pageParam, signal }) =>
      apiGet(logPath(slug, filters, pageParam), deliveryLogSchema, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
}
