export const usageKeys = {
  company: (slug: string, days: number) => ['usage', 'company', slug, days] as const,
  retention: () => ['usage', 'retention'] as const,
};
