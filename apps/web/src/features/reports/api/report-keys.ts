export const reportKeys = {
  saved: (slug: string) => ['companies', slug, 'custom-reports'] as const,
};
