import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyAddressSchema,
  companyWithSubscriptionSchema,
  settingsAuditSchema,
  todayCheckinSchema,
  type CompanySettingsUpdate,
} from '@tera/domain';
import { apiGet, apiPatch, isApiError } from '../../../lib/api-client';
import { checkinKeys } from '../../../lib/checkin-keys';
import { companySettingsKeys } from './company-settings-keys';

const companyPath = (slug: string, rest = '') => `/api/v1/companies/${encodeURIComponent(slug)}${rest}`;

/** GET /companies/{slug}: every field of the company, for its home and its settings. */
export function useCompanyProfile(slug: string) {
  return useQuery({
    queryKey: companySettingsKeys.profile(slug),
    queryFn: ({ signal }) => apiGet(companyPath(slug), companyWithSubscriptionSchema, { signal }),
    select: (data) => data.company,
  });
}

/** The latest saves of the settings, newest first (admins only). */
export function useSettingsChanges(slug: string) {
  return useQuery({
    queryKey: companySettingsKeys.changes(slug),
    queryFn: ({ signal }) => apiGet(companyPath(slug, '/settings/changes'), settingsAuditSchema, { signal }),
    select: (data) => data.entries,
  });
}

/**
 * PATCH /companies/{slug}/settings. The company's name, address and settings show across the app
 * (the header, the person's company, the prompt's hour), so every query is read again after a save.
 */
export function useUpdateSettingsMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CompanySettingsUpdate) =>
      apiPatch(companyPath(slug, '/settings'), changes, companyWithSubscriptionSchema),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

/** Where the person's company lives now if it once lived at `formerSlug`; null when it never did. */
export function useMovedCompanyAddress(formerSlug: string, enabled: boolean) {
  return useQuery({
    queryKey: companySettingsKeys.movedAddress(formerSlug),
    queryFn: async ({ signal }) => {
      try {
        const { slug } = await apiGet(
          `/api/v1/company-addresses/${encodeURIComponent(formerSlug)}`,
          companyAddressSchema,
          { signal },
        );
        return slug;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}

/** GET /checkins/today, for the home's shortcut to today's check-in. */
export function useTodayCheckinState(userId: string) {
  return useQuery({
    queryKey: checkinKeys.today(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/checkins/today', todayCheckinSchema, { signal }),
  });
}
