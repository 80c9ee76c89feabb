import type { DeliveryLogQuery, TemplateDraft } from '@tera/domain';

export const notificationKeys = {
  all: (slug: string) => ['notifications', slug] as const,
  schedules: (slug: string) => ['notifications', slug, 'schedules'] as const,
  templates: (slug: string) => ['notifications', slug, 'templates'] as const,
  preview: (slug: string, draft: TemplateDraft) => ['notifications', slug, 'preview', draft] as const,
  deliveries: (slug: string, filters: Omit<DeliveryLogQuery, 'before'>) =>
    ['notifications', slug, 'deliveries', filters] as const,
};

export const notificationsPath = (slug: string, suffix: string) =>
  `/api/v1/companies/${encodeURIComponent(slug)}/notifications${suffix}`;
