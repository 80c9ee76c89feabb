import { REFUSAL_CATALOGUE } from '@tera/domain';

/**
 * The refusal catalogue, for the screens. A screen reads it only once something is refused, so it
 * loads after the first paint instead of inside every page's first code (docs/PERFORMANCE.md,
 * "2026-12-07, late morning").
 */
export const { es, en } = REFUSAL_CATALOGUE;
