export const companyAdminKeys = {
  all: (slug: string) => ['company-admin', slug] as const,
  dashboard: (slug: string) => ['company-admin', slug, 'dashboard'] as const,
  analytics: (slug: string, days: number) => ['company-admin', slug, 'analytics', days] as const,
  tags: (slug: string) => ['company-admin', slug, 'tags'] as const,
  teamTags: (slug: string) => ['company-admin', slug, 'tags', 'teams'] as const,
  teams: (slug: string, days: number) => ['company-admin', slug, 'teams', days] as const,
};
