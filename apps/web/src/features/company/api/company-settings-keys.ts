export const companySettingsKeys = {
  /** The company's full record, with the fields only its pages show. */
  profile: (slug: string) => ['companies', slug, 'profile'] as const,
  changes: (slug: string) => ['companies', slug, 'settings-changes'] as const,
  movedAddress: (formerSlug: string) => ['company-addresses', formerSlug] as const,
};
