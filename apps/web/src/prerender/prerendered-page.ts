/** Set on #root by the build when a page arrives drawn, naming the language it was drawn in. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered-language';
