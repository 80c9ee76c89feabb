import { COMPANY_SLUG_STORAGE_KEY } from '@tera/domain';

/*
 * The company slug is kept in local storage. Storage may be refused (private mode,
 * quota); the company then simply loads without the head start.
 */

export function rememberedCompanySlug(): string | null {
  try {
    return window.localStorage.getItem(COMPANY_SLUG_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberCompanySlug(slug: string): void {
  try {
    window.localStorage.setItem(COMPANY_SLUG_STORAGE_KEY, slug);
  } catch {
    // Nothing kept; see above.
  }
}

export function forgetCompanySlug(): void {
  try {
    window.localStorage.removeItem(COMPANY_SLUG_STORAGE_KEY);
  } catch {
    // Nothing kept to forget.
  }
}
