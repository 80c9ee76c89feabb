export * from './error-codes.ts';
export * from './error-catalogue.ts';
export * from './database-codes.ts';
export * from './retry-policy.ts';
export * from './http-status.ts';
export * from './api-error.ts';
export * from './client-error-report.ts';
