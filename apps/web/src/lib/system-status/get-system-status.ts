import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportedLanguage, SystemStatus } from '@tera/domain';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '@tera/domain';
import { apiGet } from '../api-client';
import { useFirstPaintShown } from '../first-paint';

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiGet(
    '/api/v1/system/status',
    () => import('./system-status-schema').then((loaded) => loaded.systemStatusSchema),
    { signal },
  );
}

/**
 * Always asked afresh and never persisted: a stored "all fine" must not hide a broken server. The
 * language is in the key because the server writes the issue texts in the reader's language. One
 * retry only, so an unreachable server is reported within seconds rather than after the full backoff.
 * Not a person's data, so a session's end leaves it in place.
 */
export function systemStatusQueryOptions(language: SupportedLanguage) {
  return queryOptions({
    queryKey: ['system', 'status', language],
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: 0,
    retry: 1,
    meta: { persist: false, personal: false },
  });
}

/**
 * Asked once the page's first paint has been shown: a healthy start never waits for it, and its
 * schema's code and its answer would otherwise hold up that paint on a slow phone.
 */
export function useSystemStatus() {
  const { i18n } = useTranslation();
  const painted = useFirstPaintShown();
  return useQuery({
    ...systemStatusQueryOptions(normaliseLanguage(i18n.resolvedLanguage ?? i18n.language)),
    enabled: painted,
  });
}
