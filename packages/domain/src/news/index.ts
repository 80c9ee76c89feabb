export * from './article-schemas.ts';
export * from './article-state.ts';
export * from './article-views.ts';
