export * from './recognition-limits.ts';
export * from './recognition-quarter.ts';
export * from './points-levels.ts';
export * from './recognition-schemas.ts';
