/** The remembered company slug. Namespaced so other apps on the origin do not collide. */
export const COMPANY_SLUG_STORAGE_KEY = 'tera.companySlug';

/** The saved query cache: docs/product/errors-and-retries.md#the-saved-read-cache. */
export const QUERY_CACHE_STORAGE_KEY = 'tera.query-cache';
