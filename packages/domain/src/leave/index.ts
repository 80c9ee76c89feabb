export * from './leave-status.ts';
export * from './leave-schemas.ts';
export * from './leave-days.ts';
export * from './leave-analysis.ts';
export * from './leave-wellbeing.ts';
