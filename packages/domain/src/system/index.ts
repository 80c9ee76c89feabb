export * from './system-status.ts';
export * from './critical-failure.ts';
