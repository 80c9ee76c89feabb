/** Spec 2 §7: the company slug is kept in local storage. Namespaced so other apps on the origin do not collide. */
export const COMPANY_SLUG_STORAGE_KEY = 'tera.companySlug';

/** Spec 1 §9: the saved query cache. */
export const QUERY_CACHE_STORAGE_KEY = 'tera.query-cache';
