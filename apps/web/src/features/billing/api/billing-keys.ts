export const billingKeys = {
  all: (slug: string) => ['billing', slug] as const,
  summary: (slug: string) => ['billing', slug, 'summary'] as const,
  invoices: (slug: string) => ['billing', slug, 'invoices'] as const,
  confirmation: (slug: string, sessionId: string) => ['billing', slug, 'confirmation', sessionId] as const,
};
