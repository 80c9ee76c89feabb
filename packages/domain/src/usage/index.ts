export * from './usage-capture.ts';
export * from './usage-schemas.ts';
export * from './usage-release.ts';
