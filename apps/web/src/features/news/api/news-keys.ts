export const newsKeys = {
  all: (slug: string) => ['news', slug] as const,
  list: (slug: string) => ['news', slug, 'list'] as const,
  article: (slug: string, id: string) => ['news', slug, 'article', id] as const,
  managed: (slug: string) => ['news', slug, 'managed'] as const,
};
