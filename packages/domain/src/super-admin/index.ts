export * from './admin-lists.ts';
export * from './plan-change.ts';
